/**
 * What the page's notes about the data kept on the device are about, as typed values (the
 * catalogue words them): which save a note names, and what became of it.
 */
import type { StorageProblem } from './storage';
import type { SetAsideField } from './storage-fields';

/**
 * What a save holds, as the full-storage note names it: the game and the score (with the recent
 * games, which keep a game a save replaces), the preferences, the language chosen (local storage),
 * the practice score (the tab's session storage).
 */
export type SavedPart = 'game' | 'prefs' | 'language' | 'practice';

/** The order the note lists the parts in. */
export const SAVED_PARTS: readonly SavedPart[] = ['game', 'prefs', 'language', 'practice'];

/**
 * The save a note is about: the series (game, settings and score), the recent games, the
 * preferences, the language chosen (local storage) and the practice score (session storage).
 */
export type NotePart = 'series' | 'recent' | 'prefs' | 'language' | 'practice';

/**
 * What a note about the data kept on the device says:
 * - 'set-aside': the save of `part` failed validation with `problem` and was copied under the key
 *   `key` (its text is `text`, offered for download). `fields` name what was not kept (their
 *   defaults are used); `kept` is false when nothing of the save could be read;
 * - 'kept': the save of `part` cannot be used and there is no room to set it aside: it is left as
 *   it is and the page works in memory, saving nothing over it;
 * - 'full': the storage is full: the `parts` listed are not saved (said until they are).
 */
export type StorageNote =
	| {
			readonly kind: 'set-aside';
			readonly part: NotePart;
			readonly problem: StorageProblem;
			readonly fields: readonly SetAsideField[];
			/** Whether anything of the save was kept (false: nothing of it could be read). */
			readonly kept: boolean;
			readonly key: string;
			readonly text: string;
	  }
	| {
			readonly kind: 'kept';
			readonly part: NotePart;
			readonly problem: StorageProblem;
	  }
	| { readonly kind: 'full'; readonly parts: readonly SavedPart[] };
