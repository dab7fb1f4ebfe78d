/**
 * Les notes sur les données gardées sur l’appareil, en français (docs/storage.md) : un
 * enregistrement mis de côté et ce qui n’en est pas gardé, un enregistrement laissé tel quel, une
 * mémoire pleine et ce qu’elle n’a pas enregistré.
 */
import type { StorageNote } from '$lib/app/storage/game-store';
import type { SavedPart } from '$lib/app/storage/device-writes';
import type { SetAsideField } from '$lib/game';
import { typo } from './typography';

const list = (items: readonly string[]) =>
	new Intl.ListFormat('fr', { type: 'conjunction' }).format(items);

/** Ce que la note d’une mémoire pleine dit non enregistré. */
const PARTS: Record<SavedPart, string> = {
	game: 'la partie et le bilan',
	prefs: 'les préférences',
	language: 'la langue choisie'
};

/** Un champ mis de côté, en mots : « le niveau de l’ordinateur », « 3 parties du bilan ». */
export function fieldFr({ field, count }: SetAsideField): string {
	const many = (one: string, more: string) => (count === 1 ? `1 ${one}` : `${count} ${more}`);
	switch (field) {
		case 'score-games':
			return many('partie du bilan', 'parties du bilan');
		case 'recent-games':
			return many('partie récente', 'parties récentes');
		default:
			return {
				settings: 'les réglages',
				rules: 'le jeu choisi',
				opponent: 'l’adversaire',
				names: 'les noms des joueurs',
				level: 'le niveau de l’ordinateur',
				alternate: 'Alterner qui commence',
				xAlwaysStarts: 'X commence toujours',
				timePerMove: 'le temps par coup',
				seed: 'la graine de la série',
				lastId: 'le numéro de la dernière partie',
				score: 'le bilan',
				game: 'la partie en cours',
				redo: 'les coups à rejouer',
				cellNaming: 'les noms des cases',
				moveNumbers: 'les numéros des coups',
				symbols: 'vos symboles',
				analysis: 'Analyse'
			}[field];
	}
}

/** La note en français. */
export function storageNoteFr(note: StorageNote): string {
	if (note.kind === 'full') {
		const one = note.parts.length === 1 && note.parts[0] === 'language';
		const verb = one ? 'n’est pas enregistrée' : 'ne sont pas enregistrés';
		return typo`La mémoire de cet appareil est pleine, donc ${list(note.parts.map((p) => PARTS[p]))} ${verb} : le navigateur refuse d’écrire davantage. Ce qui était enregistré est conservé et la page continue. Pour faire de la place, téléchargez ce que vous voulez garder (Copier le lien, Télécharger les données mises de côté), puis effacez les anciennes parties (Effacer les parties récentes) ou les données de ce site dans les réglages du navigateur.`;
	}
	const reason = {
		unreadable: 'l’enregistrement est illisible',
		'old-version': 'l’enregistrement vient d’une version plus ancienne de Minimax Lab',
		'unknown-version': 'l’enregistrement vient d’une version plus récente de Minimax Lab',
		tampered: 'l’enregistrement contient une valeur impossible'
	}[note.problem];
	if (note.kind === 'kept') {
		const [what, left, own] =
			note.part === 'prefs'
				? ['Les préférences enregistrées', 'elles restent telles quelles', 'les siennes']
				: note.part === 'recent'
					? ['Les parties récentes enregistrées', 'elles restent telles quelles', 'les siennes']
					: ['La partie et le bilan enregistrés', 'ils restent tels quels', 'les siens'];
		return typo`${what} sur cet appareil ne peuvent pas servir ici (${reason}) : ${left}, et cette page garde ${own} en mémoire seulement.`;
	}
	const what = {
		series: 'L’enregistrement de la partie, de ses réglages et du bilan',
		prefs:
			'L’enregistrement des préférences (noms des cases, numéros des coups, symboles, analyse)',
		recent: 'L’enregistrement des parties récentes'
	}[note.part];
	const head = `${what} sur cet appareil a été mis de côté tel quel (${reason}).`;
	if (!note.kept) {
		const none = {
			series: 'Une nouvelle partie commence avec les réglages par défaut.',
			prefs: 'Les réglages par défaut s’appliquent.',
			recent: 'Aucune partie récente n’est gardée.'
		}[note.part];
		return typo`${head} ${none}`;
	}
	if (note.fields.length === 0) {
		return typo`${head} Tout ce que cette version en lit est conservé.`;
	}
	const then = note.fields.some((f) => f.field === 'game')
		? 'une nouvelle partie commence'
		: note.part === 'recent'
			? 'les autres parties récentes sont gardées'
			: 'leurs valeurs par défaut s’appliquent';
	return typo`${head} Non gardé : ${list(note.fields.map(fieldFr))} ; ${then}, et le reste est conservé.`;
}
