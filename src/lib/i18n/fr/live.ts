/** The live class's strings in French (`live` of the catalogue; see live-messages.ts). */
import type { LiveMessages } from '../live-messages';
import { numbersFr } from './numbers';
import { withTypography } from './typography';

const { integer } = numbersFr;

export const liveFr: LiveMessages = withTypography({
	start: 'Démarrer un cours en direct',
	startShort: 'Cours en direct',
	starting: 'Ouverture du cours en direct…',
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
	close: 'Fermer',
	needsServer:
		'Un cours en direct demande l’application lancée par npm start : cette copie de Minimax Lab n’a pas de serveur de cours en direct (le fichier unique, ou un hébergement statique). Sur l’ordinateur de l’enseignant, lancer « npm start » et ouvrir l’adresse affichée.',
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
	problem: {
		'bad-message': 'Le serveur a refusé un message mal formé.',
		'too-large': 'Le message était trop long pour le serveur.',
		'too-fast': 'Trop de messages à la fois : réessayer dans un instant.',
		'no-class': 'Aucun cours ouvert n’a ce code. Vérifier le code sur l’écran de l’enseignant.',
		'wrong-secret': 'Cet appareil n’est pas celui qui a démarré le cours.',
		'class-full': 'Le cours est complet.',
		'too-many-tries': 'Trop de codes erronés : attendre une minute, puis réessayer.',
		'too-many-classes':
			'Cette page a ouvert trop de cours : la recharger pour en démarrer un autre.',
		'bad-name': 'Taper un nom avec des lettres ou des chiffres.',
		unavailable:
			'Un cours en direct demande l’application lancée par npm start : cette copie de Minimax Lab n’a pas de serveur de cours en direct.',
		'no-answer': 'Le serveur du cours en direct n’a pas répondu. Réessayer.'
	}
});
