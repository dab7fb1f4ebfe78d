/**
 * The same tidy layout through d3-hierarchy, fed by its children accessor over the record's index
 * ranges (no nested copy of the data, but d3 still makes two objects per node: a hierarchy Node and
 * a TreeNode). Kept as the reference the array layout is tested against and measured against
 * (`npm run bench`); the app uses the array layout (layout.ts).
 */
import { hierarchy, tree } from 'd3-hierarchy';
import { DEFAULT_SEPARATION, type Separation, type TreeShape } from './layout';

/**
 * x of every node by `d3.tree().nodeSize([1, 1])`, root at 0, layout units.
 * @param shape the tree (preorder arrays).
 * @param separation gaps between siblings and cousins, as in layout.ts.
 */
export function tidyXWithD3(
	shape: TreeShape,
	separation: Readonly<Separation> = DEFAULT_SEPARATION
): Float64Array {
	const { end } = shape;
	const x = new Float64Array(shape.count);
	if (shape.count === 0) return x;
	const root = hierarchy<number>(0, (i) => {
		if (end[i] === i + 1) return null;
		const kids: number[] = [];
		for (let c = i + 1; c < end[i]; c = end[c]) kids.push(c);
		return kids;
	});
	const laidOut = tree<number>()
		.nodeSize([1, 1])
		.separation((a, b) => (a.parent === b.parent ? separation.siblings : separation.cousins))(root);
	laidOut.each((node) => {
		x[node.data] = node.x;
	});
	return x;
}
