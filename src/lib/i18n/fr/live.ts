/** The live class's strings in French (LIVE_WORDS.fr; see live-messages.ts). */
import { liveStartFr } from './live-start';
import type { LiveWords } from '../live-messages';
import {
	MAX_ANSWER_VALUE,
	type AnswerReason,
	type QuestionKind,
	type QuestionPlace
} from '../../live/questions';
import { numbersFr } from './numbers';
import { withTypography } from './typography';

const { integer } = numbersFr;

const kindsFr = {
	value: 'Valeur du nœud en surbrillance',
	move: 'Le coup de l’ordinateur',
	pruned: 'Élagué ou non'
};

/** Tous les textes du cours en direct en français (LIVE_WORDS.fr, ../live-words.ts). */
export const liveFr: LiveWords = {
	...liveStartFr,
	...withTypography({
		stripLabel: 'Cours en direct',
		codeLabel: 'Code du cours',
		linkLabel: 'Lien pour rejoindre',
		qr: (link: string) => `Code QR du lien pour rejoindre ${link}`,
		count: (n: number) => `${integer(n)} ${n <= 1 ? 'élève' : 'élèves'}`,
		fold: 'Masquer le code QR',
		unfold: 'Afficher le code QR',
		end: 'Terminer le cours',
		ended: 'Le cours est terminé',
		deleteData: 'Supprimer les données du cours',
		deleted: 'Les données du cours sont supprimées de cet ordinateur.',
		reconnecting: 'Reconnexion…',
		joinHeading: 'Rejoindre un cours en direct',
		joinIntro: 'Taper le code affiché sur l’écran de l’enseignant, ou scanner son code QR.',
		joinCode: 'Code du cours',
		yourName: 'Votre nom',
		join: 'Rejoindre',
		joining: 'Connexion…',
		waiting: 'Vous êtes dans le cours. Votre écran montrera ce que montre l’enseignant.',
		codeProblem: {
			empty: 'Taper le code affiché sur l’écran de l’enseignant.',
			length: 'Un code de cours a 6 caractères.',
			letters:
				'Un code de cours n’a que les lettres et chiffres affichés sur l’écran de l’enseignant.'
		},
		nameMissing: 'Taper votre nom.',
		barLabel: 'Cours en direct',
		classWord: 'Cours',
		follow: 'Suivre l’enseignant',
		leave: 'Quitter',
		questions: {
			ask: 'Interroger la classe',
			kinds: kindsFr,
			prompts: {
				value:
					'Quelle est la valeur minimax exacte du nœud en surbrillance, du point de vue de l’ordinateur à la racine, s’il était cherché en entier ?',
				move: 'Quel coup l’ordinateur choisit-il à la racine ? Appuyer sur sa case.',
				pruned:
					'L’élagage alpha-bêta coupe-t-il le nœud en surbrillance (sans jamais le chercher) ?'
			},
			noSearch:
				'Les questions portent sur une recherche à l’écran : ouvrir une diapositive ou une position avec un arbre.',
			numbered: (n: number) => `Question ${integer(n)}`,
			heading: (n: number, kind: QuestionKind) => `Question ${integer(n)} : ${kindsFr[kind]}`,
			yourAnswer: 'Votre réponse',
			send: 'Envoyer',
			yes: 'Oui',
			no: 'Non',
			hideCard: 'Masquer',
			showCard: 'Afficher',
			boardLabel: 'Votre coup',
			move: (cell: number, columns: number | null) =>
				columns === null ? `case ${cell + 1}` : `colonne ${(cell % columns) + 1}`,
			valueProblem: {
				empty: 'Taper un nombre entier, par exemple 7 ou -8.',
				'not-a-number': 'Ce n’est pas un nombre entier : en taper un, par exemple 7 ou -8.',
				'out-of-range': `Ce nombre est trop grand : les valeurs vont de \u2212${integer(MAX_ANSWER_VALUE)} à ${integer(MAX_ANSWER_VALUE)}.`
			},
			sent: (answer: string) => `Envoyé : ${answer}. Attendre que l’enseignant dévoile la réponse.`,
			answers: (k: number, n: number) => `Réponses : ${integer(k)} sur ${integer(n)}`,
			chart: (bars: readonly { answer: string; count: number }[]) =>
				bars.length === 0
					? 'Réponses : aucune pour l’instant'
					: `Réponses : ${bars.map((b) => `${b.answer}, ${integer(b.count)}`).join(' ; ')}`,
			noAnswers: 'Aucune réponse pour l’instant',
			reveal: 'Dévoiler la réponse',
			closeQuestion: 'Fermer la question',
			correct: 'Juste',
			notCorrect: 'Pas juste',
			unanswered: 'Vous n’avez pas répondu.',
			rightAnswer: (answer: string) => `La réponse : ${answer}.`,
			why: (reason: AnswerReason, columns: number | null) => {
				const v = (n: number) => String(n).replace('-', '\u2212');
				const move = (c: number) =>
					columns === null ? `case ${c + 1}` : `colonne ${(c % columns) + 1}`;
				if (reason.kind === 'value') {
					const shown =
						reason.shown && reason.shown.bound !== 'exact'
							? ` ; l’arbre montre ${reason.shown.bound === 'lower' ? '≥' : '≤'} ${v(reason.shown.value)} parce que l’élagage alpha-bêta a cessé de le chercher dès que cela suffisait`
							: '';
					return `Une recherche complète sous le nœud, chaque camp jouant au mieux, donne ${v(reason.value)}${shown}.`;
				}
				if (reason.kind === 'move') {
					const scores = reason.scores
						.map(
							(s) =>
								`${move(s.move)} : ${s.bound === 'exact' ? '' : s.bound === 'lower' ? '≥ ' : '≤ '}${v(s.score)}`
						)
						.join(', ');
					return `Les coups de la racine valent ${scores} ; l’ordinateur joue ${move(reason.move)}, le premier meilleur dans l’ordre essayé.`;
				}
				if (reason.pruned) {
					const [who, end, cut] = reason.maximizing
						? ['du maximiseur', '≥ bêta', 'bêta']
						: ['du minimiseur', '≤ alpha', 'alpha'];
					return `L’élagage alpha-bêta ne le cherche jamais : à la profondeur ${reason.cutoffDepth}, le nœud ${who} a atteint ${v(reason.value)} ${end} ${v(reason.limit)}, une coupure ${cut}, et les coups restants y sont élagués.`;
				}
				const end = (n: number | null, inf: string) => (n === null ? inf : v(n));
				return `L’élagage alpha-bêta le cherche, avec la fenêtre alpha ${end(reason.alpha, '\u2212∞')}, bêta ${end(reason.beta, '+∞')}.`;
			},
			download: 'Télécharger les réponses (CSV)',
			csvFile: 'minimax-lab-reponses',
			csvSemicolons: true,
			csvHeader: [
				'Question posée',
				'Diapositive et étape',
				'Élève',
				'Réponse',
				'Juste',
				'Secondes pour répondre'
			],
			place: (place: QuestionPlace) => {
				const where = place.lesson ? `${place.lesson} ${place.slide ?? ''}`.trim() : 'Jouer';
				return place.step === null ? where : `${where}, étape ${integer(place.step)}`;
			}
		}
	})
};
