/** The strings of the page's workspace layout: header, modes, dock, phone tabs, first screen. */
export interface WorkspaceMessages {
	/** The header's navigation between the modes. */
	modesLabel: string;
	play: string;
	/** The header's menu of classroom tools (on narrow screens). */
	tools: string;
	/** Visible short labels of the step buttons; each is contained in the button's full name. */
	stepShort: {
		start: string;
		back: string;
		out: string;
		over: string;
		into: string;
		forward: string;
		end: string;
		previousCutoff: string;
		nextCutoff: string;
	};
	/** The dock under the tree. */
	dockLabel: string;
	dockCode: string;
	dockDetails: string;
	dockHide: string;
	dockShow: string;
	/** The empty tree panel: what will appear and three ways to start. */
	emptyLead: string;
	emptyPlay: string;
	emptyDemo: string;
	emptyLesson: string;
	/** The phone's tabs. */
	tabsLabel: string;
	tabBoard: string;
	tabTree: string;
	tabSteps: string;
	/** The chip after a move on the phone's Board tab. */
	seeTree: string;
	/** Hints of the tree for mouse and for touch. */
	hintMouse: string;
	hintTouch: string;
	/** Presenter mode's hint of the clicker keys. */
	clickerHint: string;
	/** Presenter mode's hint of the step keys on the games' page (the transport gives way to it). */
	stepKeysHint: string;
	/** The one control the tree's search options fold into on a phone ("Options"). */
	optionsFold: string;
	/** The game column's section of candidate moves and its settings. */
	settingsLabel: string;
}
