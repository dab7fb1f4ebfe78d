/** The workspace layout's strings, in English (`workspace` of the catalogue). */

export const workspaceEn = {
	/** The header's navigation between the modes. */
	modesLabel: 'Modes',
	play: 'Play',
	/** The header's menu of classroom tools (on narrow screens). */
	tools: 'Tools',
	/** Visible short labels of the step buttons; each is contained in the button's full name. */
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
	/** The dock under the tree. */
	dockLabel: 'Pseudo-code, call stack and export',
	dockCode: 'Code and call stack',
	dockDetails: 'Search details',
	dockHide: 'Hide panel',
	dockShow: 'Show panel',
	/** The empty tree panel: what will appear and three ways to start. */
	emptyLead:
		'The computer’s search tree appears here after its move: every position it examined, with its score.',
	emptyPlay: 'Play a move on the board',
	emptyDemo: 'Open the XOX/.O./X.. demo',
	emptyLesson: 'Start the first lesson',
	/** The phone's tabs. */
	tabsLabel: 'Views',
	tabBoard: 'Board',
	tabTree: 'Tree',
	tabSteps: 'Steps',
	/** The chip after a move on the phone's Board tab. */
	seeTree: 'See the tree',
	/** Hints of the tree for mouse and for touch. */
	hintMouse: 'Drag to pan, wheel to zoom. Click a node with + to expand it.',
	hintTouch: 'Drag to pan, pinch to zoom. Tap a node with + to expand it.',
	/** Presenter mode's hint of the clicker keys. */
	clickerHint: 'PageDown: next · PageUp: back',
	/** Presenter mode's hint of the step keys on the games' page (the transport gives way to it). */
	stepKeysHint: '→: next step · ←: back',
	/** The one control the tree's search options fold into on a phone ("Options"). */
	optionsFold: 'Options',
	/** The game column's section of candidate moves and its settings. */
	settingsLabel: 'Game settings'
};
