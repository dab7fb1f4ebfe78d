/**
 * Les notes sur les données gardées sur l’appareil, en français (docs/storage.md) : un
 * enregistrement mis de côté et ce qui n’en est pas gardé, un enregistrement laissé tel quel, une
 * mémoire pleine et ce qu’elle n’a pas enregistré.
 */
import type { SavedPart, StorageNote } from '$lib/game';
import type { SetAsideField } from '$lib/game';
import { typo } from './typography';

const list = (items: readonly string[]) =>
	new Intl.ListFormat('fr', { type: 'conjunction' }).format(items);

/** Ce que la note d’une mémoire pleine dit non enregistré. */
const PARTS: Record<SavedPart, string> = {
	game: 'la partie et le bilan',
	prefs: 'les préférences',
	language: 'la langue choisie',
	practice: 'le bilan des exercices'
};

/** Un champ mis de côté, en mots : « le niveau de l’ordinateur », « 3 parties du bilan ». */
export function fieldFr({ field, count }: SetAsideField): string {
	const many = (one: string, more: string) => (count === 1 ? `1 ${one}` : `${count} ${more}`);
	switch (field) {
		case 'score-games':
			return many('partie du bilan', 'parties du bilan');
		case 'recent-games':
			return many('partie récente', 'parties récentes');
		case 'practice-questions':
			return many('question du bilan des exercices', 'questions du bilan des exercices');
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
				analysis: 'Analyse',
				language: 'la langue choisie',
				'practice-correct': 'le nombre de bonnes réponses',
				'practice-attempted': 'le nombre de questions répondues'
			}[field];
	}
}

/** La note en français. */
export function storageNoteFr(note: StorageNote): string {
	if (note.kind === 'full') {
		const only = note.parts.length === 1 ? note.parts[0] : null;
		const verb =
			only === 'language'
				? 'n’est pas enregistrée'
				: only === 'practice'
					? 'n’est pas enregistré'
					: 'ne sont pas enregistrés';
		return typo`La mémoire de cet appareil est pleine, donc ${list(note.parts.map((p) => PARTS[p]))} ${verb} : le navigateur refuse d’écrire davantage. Ce qui était enregistré est conservé et la page continue. Pour faire de la place, téléchargez ce que vous voulez garder (Copier le lien, Télécharger les données mises de côté), puis effacez les anciennes parties (Effacer les parties récentes) ou les données de ce site dans les réglages du navigateur.`;
	}
	const reason = {
		unreadable: 'l’enregistrement est illisible',
		'old-version': 'l’enregistrement vient d’une version plus ancienne de Minimax Lab',
		'unknown-version': 'l’enregistrement vient d’une version plus récente de Minimax Lab',
		tampered: 'l’enregistrement contient une valeur impossible'
	}[note.problem];
	if (note.kind === 'kept') {
		const [what, left, own] = {
			prefs: [
				'Les préférences enregistrées sur cet appareil ne peuvent',
				'elles restent telles quelles',
				'les siennes'
			],
			recent: [
				'Les parties récentes enregistrées sur cet appareil ne peuvent',
				'elles restent telles quelles',
				'les siennes'
			],
			series: [
				'La partie et le bilan enregistrés sur cet appareil ne peuvent',
				'ils restent tels quels',
				'les siens'
			],
			language: [
				'La langue enregistrée sur cet appareil ne peut',
				'elle reste telle quelle',
				'la sienne'
			],
			practice: [
				'Le bilan des exercices enregistré dans cet onglet ne peut',
				'il reste tel quel',
				'le sien'
			]
		}[note.part];
		return typo`${what} pas servir ici (${reason}) : ${left}, et cette page garde ${own} en mémoire seulement.`;
	}
	const what = {
		series: 'L’enregistrement de la partie, de ses réglages et du bilan sur cet appareil',
		prefs:
			'L’enregistrement des préférences (noms des cases, numéros des coups, symboles, analyse) sur cet appareil',
		recent: 'L’enregistrement des parties récentes sur cet appareil',
		language: 'L’enregistrement de la langue choisie sur cet appareil',
		practice: 'L’enregistrement du bilan des exercices dans cet onglet'
	}[note.part];
	const head = `${what} a été mis de côté tel quel (${reason}).`;
	if (!note.kept) {
		const none = {
			series: 'Une nouvelle partie commence avec les réglages par défaut.',
			prefs: 'Les réglages par défaut s’appliquent.',
			recent: 'Aucune partie récente n’est gardée.',
			language: 'La langue du lien ou du navigateur s’applique.',
			practice: 'Le bilan des exercices repart de 0 sur 0.'
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
			: note.part === 'practice'
				? 'le bilan compte les questions gardées'
				: 'leurs valeurs par défaut s’appliquent';
	return typo`${head} Non gardé : ${list(note.fields.map(fieldFr))} ; ${then}, et le reste est conservé.`;
}
