/**
 * The classroom on the page, as runes, next to the App: the guided lesson, presenter
 * mode, the "?" list of keys, the panels (compare settings, the proof, the position editor), their
 * computations in the classroom worker, the `embed=` part of a link, and "Copy link".
 * No DOM: fullscreen, the clipboard and the document's address come in as functions (kit).
 */
import { type Comparison, type FullProof } from '$lib/classroom';
import { formatPosition, parsePosition } from '$lib/engine';
import { isLessonLink } from '$lib/lessons';
import type { App, NavigationKind } from '../page/app.svelte';
import type { ClassroomTasks } from '../workers/classroom-client';
import type { TraceFile } from '../workers/classroom-protocol';
import { PositionEditor } from './editor.svelte';
import { LessonPlayer } from './lesson.svelte';
import type { Decision } from '$lib/stepper';
import { readLink } from '../../link/params';
import { absoluteLink, lessonShareHash, pageShareHash } from '../../link/share-link';
import { TaskRun } from './task-run.svelte';
import type { Navigator } from '../../link/url-state';

/** The panels the classroom bar opens on the page. */
export type ClassroomPanel = 'compare' | 'proof' | 'editor';

/** Fullscreen where the browser allows it; failures are ignored by the caller. */
export interface Fullscreen {
	enter(): Promise<void>;
	exit(): Promise<void>;
}

export interface ClassroomDeps {
	readonly tasks: ClassroomTasks;
	readonly navigator: Navigator;
	readonly fullscreen?: Fullscreen;
	/** Writes text to the clipboard (rejects when not allowed). */
	readonly clipboard?: (text: string) => Promise<void>;
	/** The document's address (for absolute links). */
	readonly documentHref?: () => string;
	/**
	 * The tab's session storage: presenter mode is kept there (PRESENTER_KEY), so that a reload of
	 * the tab keeps it and a link opened elsewhere does not.
	 */
	readonly session?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** The session storage key holding "1" while presenter mode is on in the tab. */
export const PRESENTER_KEY = 'minimax-lab.presenter.v1';

/** The last "Copy link": the link, and whether the clipboard took it. */
export interface CopiedLink {
	readonly link: string;
	readonly copied: boolean;
}

export class Classroom {
	readonly #app: App;
	readonly #deps: ClassroomDeps;
	readonly lesson: LessonPlayer;
	readonly editor = new PositionEditor();
	/** Compare settings for the position on screen. */
	readonly comparison = new TaskRun<Comparison>();
	/** The notation the comparison was asked for. */
	comparedPosition = $state<string | null>(null);
	readonly proof = new TaskRun<FullProof>();
	/** The trace being built for a download. */
	readonly trace = new TaskRun<TraceFile>();
	#presenter = $state(false);
	#help = $state(false);
	#embed = $state(false);
	#panels = $state.raw<readonly ClassroomPanel[]>([]);
	#copied = $state.raw<CopiedLink | null>(null);

	constructor(app: App, deps: ClassroomDeps) {
		this.#app = app;
		this.#deps = deps;
		this.#presenter = readPresenter(deps.session);
		this.lesson = new LessonPlayer({
			tasks: deps.tasks,
			navigator: deps.navigator,
			shortcuts: app.shortcuts,
			presenter: () => this.#presenter
		});
		app.shortcuts.register({
			name: 'classroom',
			shortcuts: [
				{ id: 'presenter', key: 'f', run: () => this.togglePresenter() },
				{ id: 'help', key: '?', run: () => this.openHelp() },
				{
					id: 'exit-presenter',
					key: 'Escape',
					enabled: () => this.#presenter,
					run: () => this.togglePresenter()
				}
			]
		});
	}

	get presenter(): boolean {
		return this.#presenter;
	}
	get helpOpen(): boolean {
		return this.#help;
	}
	/** `embed=1`: only the board and the tree. */
	get embed(): boolean {
		return this.#embed;
	}
	/** The panels open on the page, in the order opened. */
	get panels(): readonly ClassroomPanel[] {
		return this.#panels;
	}
	get copied(): CopiedLink | null {
		return this.#copied;
	}

	/**
	 * Called after every navigation with the new hash. A lesson link opens the lesson (unless the
	 * lesson pushed it itself); any other link closes it and reads `embed=` (the App reports what is
	 * wrong with the page's link, `embed=` included; the lesson with its slide's).
	 * @returns true when the lesson took the navigation (the App must not load it).
	 */
	navigated(kind: NavigationKind, hash: string): boolean {
		const own = kind === 'goto' || kind === 'leave';
		if (isLessonLink(hash)) {
			if (!this.lesson.active) this.#copied = null;
			if (!own) this.#embed = readLink(hash, { route: 'lesson' }).values.embed;
			if (!own || !this.lesson.active) this.lesson.load(hash);
			return true;
		}
		if (this.lesson.active) this.lesson.close();
		if (!own) this.#embed = readLink(hash).values.embed;
		this.lesson.returnHash = hash.startsWith('#') ? hash : `#${hash}`;
		return false;
	}

	/**
	 * Presenter mode on or off, remembered by the tab (a reload keeps it); fullscreen follows where
	 * the browser allows it.
	 */
	togglePresenter(): void {
		this.#presenter = !this.#presenter;
		try {
			if (this.#presenter) this.#deps.session?.setItem(PRESENTER_KEY, '1');
			else this.#deps.session?.removeItem(PRESENTER_KEY);
		} catch {
			// A storage that refuses the write: presenter mode still changes, for this page only.
		}
		const fullscreen = this.#deps.fullscreen;
		if (fullscreen) void (this.#presenter ? fullscreen.enter() : fullscreen.exit()).catch(() => {});
	}
	openHelp(): void {
		this.#help = true;
	}
	closeHelp(): void {
		this.#help = false;
	}

	/** Opens or closes a panel; opening compare or proof starts its computation. */
	togglePanel(panel: ClassroomPanel): void {
		if (this.#panels.includes(panel)) return this.closePanel(panel);
		this.#panels = [...this.#panels, panel];
		if (panel === 'compare') void this.compareScreen();
		if (panel === 'proof' && !this.proof.result && !this.proof.running) void this.prove();
		if (panel === 'editor') this.editor.load(this.#app.game.position);
	}
	closePanel(panel: ClassroomPanel): void {
		this.#panels = this.#panels.filter((p) => p !== panel);
		if (panel === 'compare') this.comparison.cancel();
		if (panel === 'proof' && this.proof.running) this.proof.cancel();
	}

	/**
	 * The position compare settings is for, in notation: the decision the tree shows (the position
	 * the computer decided from, not the board after its move), else the board on screen.
	 */
	get comparable(): string {
		const shown = this.#app.game.shown;
		return formatPosition(shown ? shown.position : this.#app.game.position);
	}

	/**
	 * Compares the search settings for the decision the tree shows (the position the computer
	 * decided from, not the board after its move); the board on screen when no decision is shown.
	 */
	compareScreen(): Promise<Comparison | null> {
		const notation = this.comparable;
		const game = this.#app.game.settings.rules.id;
		this.comparedPosition = notation;
		return this.comparison.run((o) => this.#deps.tasks.compare(notation, o, game));
	}

	/** Runs the proof (both starters, depth penalty on and off). */
	prove(): Promise<FullProof | null> {
		return this.proof.run((o) => this.#deps.tasks.proof(o));
	}

	/**
	 * Opens a position with these options: the computer plays the side to move (a proof game's
	 * decision, "Let the computer move").
	 */
	openDecision(notation: string, options = this.#app.game.options): void {
		this.#app.openPosition(notation, options);
	}

	/** "Play from here": a new game from `notation` in which you play the side to move. */
	playFrom(notation: string): void {
		this.#app.playFrom(parsePosition(notation));
	}

	/** The link of what is on screen: the lesson slide or the page's decision, with its step. */
	shareHash(): string {
		const lesson = this.lesson;
		if (lesson.lesson) {
			const step = lesson.stepper.ready ? lesson.stepper.k : null;
			return lessonShareHash(lesson.lesson.id, lesson.index + 1, step);
		}
		const { game, stepper, view } = this.#app.session;
		const shown = game.shown;
		const state = this.#app.gameLinkState();
		const lang = this.#app.url.lang;
		if (!shown) return pageShareHash(null, game.options, view, null, state, lang);
		return pageShareHash(
			formatPosition(shown.position),
			shown.result.options,
			view,
			stepper ? stepper.k : null,
			state,
			lang
		);
	}

	/** Copies a link (default: what is on screen) and keeps it to show; the clipboard may refuse. */
	async copyLink(hash = this.shareHash()): Promise<CopiedLink> {
		const link = absoluteLink(this.#deps.documentHref?.() ?? '', hash);
		let copied = false;
		try {
			if (this.#deps.clipboard) {
				await this.#deps.clipboard(link);
				copied = true;
			}
		} catch {
			copied = false;
		}
		this.#copied = { link, copied };
		return this.#copied;
	}

	/**
	 * Builds the trace file of a decision on screen in the worker, from its own record (so that
	 * what was searched within a time budget is not searched again without one); null when
	 * cancelled or failed.
	 */
	traceOf(decision: Decision): Promise<TraceFile | null> {
		return this.trace.run((o) => this.#deps.tasks.trace(decision.result, o));
	}

	/** Forgets the shown link (a new one will be made). */
	clearCopied(): void {
		this.#copied = null;
	}
}

/** Whether the tab's session storage says presenter mode is on (false when it cannot be read). */
function readPresenter(session: ClassroomDeps['session']): boolean {
	try {
		return session?.getItem(PRESENTER_KEY) === '1';
	} catch {
		return false;
	}
}
