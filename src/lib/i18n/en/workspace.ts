/** The workspace layout's strings, in English (../workspace-messages.ts). */
import type { WorkspaceMessages } from '../workspace-messages';

export const workspaceEn: WorkspaceMessages = {
	modesLabel: 'Modes',
	play: 'Play',
	tools: 'Tools',
	stepShort: {
		start: 'Start',
		back: 'Back',
		out: 'Out',
		over: 'Over',
		into: 'Into',
		forward: 'Forward',
		end: 'End',
		previousCutoff: 'Previous cutoff',
		nextCutoff: 'Next cutoff'
	},
	dockLabel: 'Pseudo-code, call stack and export',
	dockCode: 'Code and call stack',
	dockDetails: 'Search details',
	dockHide: 'Hide panel',
	dockShow: 'Show panel',
	emptyLead:
		'The computer’s search tree appears here after its move: every position it examined, with its score.',
	emptyPlay: 'Play a move on the board',
	emptyDemo: 'Open the XOX/.O./X.. demo',
	emptyLesson: 'Start the first lesson',
	tabsLabel: 'Views',
	tabBoard: 'Board',
	tabTree: 'Tree',
	tabSteps: 'Steps',
	seeTree: 'See the tree',
	hintMouse: 'Drag to pan, wheel to zoom. Click a node with + to expand it.',
	hintTouch: 'Drag to pan, pinch to zoom. Tap a node with + to expand it.',
	clickerHint: 'PageDown: next · PageUp: back',
	stepKeysHint: '→: next step · ←: back',
	optionsFold: 'Options',
	settingsLabel: 'Game settings'
};
