/** The live class's strings the first screen shows, in French (`live` of the catalogue). */
import type { Messages } from '../messages';
import { withTypography } from './typography';

/** Ce que le premier écran montre du cours en direct (`live` du catalogue). */
export const liveStartFr: Messages['live'] = withTypography({
	start: 'Démarrer un cours en direct',
	startShort: 'Cours en direct',
	starting: 'Ouverture du cours en direct…',
	close: 'Fermer',
	needsServer:
		'Un cours en direct demande l’application lancée par npm start : cette copie de Minimax Lab n’a pas de serveur de cours en direct (le fichier unique, ou un hébergement statique). Sur l’ordinateur de l’enseignant, lancer « npm start » et ouvrir l’adresse affichée.',
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
		'no-answer': 'Le serveur du cours en direct n’a pas répondu. Réessayer.',
		'bad-question':
			'Impossible de poser une question sur cette étape : sa position ou son nœud n’est pas cherchable par le moteur.',
		'question-too-big':
			'Cette recherche est trop grande pour une réponse exacte à temps : poser la question sur un arbre plus petit.',
		'no-question': 'Cette question n’est plus ouverte.',
		'not-seated': 'Rejoindre le cours avant de répondre.',
		'bad-answer': 'Ce n’est pas une réponse à cette question.',
		'already-answered': 'Vous avez déjà répondu à cette question.',
		'too-late': 'Trop tard : la réponse a été dévoilée ou la question fermée.'
	}
});
