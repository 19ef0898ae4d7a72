// The analysis board's move list: the first line of the tree, with each variation in brackets after the move it
// replaces, as a chess study shows them. Every move is a button that jumps to its position.
import { h } from './dom.js';
import { t } from './i18n.js';

/** The list's items for the tree from root; current is the node shown, pick(node) jumps to one. */
export function moveList(root, current, pick) {
  const items = [];
  line(root, items, true, current, pick);
  return items.length ? items : [h('p.note', { id: 'analysis-empty' }, t('analysisEmpty'))];
}

/** Appends to out the moves from node on along first children, each node's other children as variations. */
function line(node, out, numbered, current, pick) {
  let n = node;
  let number = numbered;
  while (n.children.length) {
    const [main, ...others] = n.children;
    out.push(button(main, number, current, pick));
    number = false;
    for (const other of others) {
      const inner = [button(other, true, current, pick)];
      line(other, inner, false, current, pick);
      out.push(h('span.variation', { role: 'group', 'aria-label': t('analysisVariation') }, ...inner));
      // after a variation the main line's next move says its number again, as a reader lost it
      number = true;
    }
    n = main;
  }
}

function button(node, numbered, current, pick) {
  const turn = Math.ceil(node.ply / 2);
  const prefix = numbered || node.ply % 2 === 1 ? `${turn}${node.ply % 2 === 1 ? '.' : '…'} ` : '';
  return h(
    'button.ply',
    {
      type: 'button',
      onclick: () => pick(node),
      'aria-current': node === current ? 'step' : null,
      dataset: { ply: node.ply },
    },
    prefix,
    node.move,
  );
}
