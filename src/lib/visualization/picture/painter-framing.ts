/**
 * The framing of a painter whose geometry is not the picture model's (the whole tree's canvas: its
 * zoom is horizontal and its rows keep their pitch, see visualization/whole-tree/view.ts). The host
 * (ui/picture/TreePicture.svelte) keeps the one camera, its one d3-zoom transform, gestures and
 * buttons, and asks the painter where to put it: `frame` when a tree opens and on Fit, `keep`
 * after every step and resize, `constrain` on every change. The painter applies the same rule as
 * the picture's camera (camera.ts): the root and the focus inside, no text under 14 px.
 */
import type { CameraTransform, Corner, PictureSize } from './camera';

export interface PainterFraming {
	/**
	 * The transform Fit and a new tree use, in a picture of `size` CSS pixels whose top-right
	 * `corner` holds the zoom buttons; null while there is nothing to frame (the layout runs).
	 */
	frame(size: PictureSize, corner: Corner | null): CameraTransform | null;
	/**
	 * After a step or a resize: the transform that keeps the rule from `current`, or null to stay.
	 */
	keep(current: CameraTransform, size: PictureSize, corner: Corner | null): CameraTransform | null;
	/** Clamps every transform, a gesture's or a call's (d3-zoom's constrain). */
	constrain(t: CameraTransform, size: PictureSize): CameraTransform;
}
