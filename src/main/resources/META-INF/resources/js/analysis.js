// The analysis board, /analysis: a start (a game's, a link's or one set up), moves of either side tried on it with
// the rules' own legality and captures (POST /api/analysis), kept as a tree of variations, shared as a link and
// exported as a record. The computer's view is asked for, except by the players of a game still being played.
import { ApiError, player, post, tokenFor } from './api.js';
import { drawBoard, refusalText } from './board.js';
import { copy, h, toast } from './dom.js';
import { t } from './i18n.js';
import { byOrigin, decode, encode, plain, requestOf, treeOf, walk } from './analysis-line.js';
import { moveList } from './analysis-moves.js';
import { setupForm } from './analysis-setup.js';
import { ComputerPanel } from './analysis-computer.js';
import { ExplorerPanel } from './explorer.js';

const OPENING = { ruleset: 'copenhagen', rules: null, board: null, position: null, sideToMove: null, game: null };

export async function analysisPage(main) {
  // a link into this same page changes only the fragment: read it as a new visit (the page's own changes of the
  // fragment replace the history entry, which fires no hashchange)
  addEventListener('hashchange', () => location.reload());
  const linked = decode(location.hash.slice(1));
  const page = new AnalysisPage(main);
  page.layout();
  const setup = await setupForm((start) => page.begin(start, [], 0));
  page.el.setup.replaceChildren(setup);
  await page.begin(linked ? linked.start : OPENING, linked ? linked.moves : [], linked ? linked.ply : 0);
}

class AnalysisPage {
  constructor(main) {
    this.main = main;
    this.answers = new Map(); // the server's answer for each line asked, by its moves without captures
    this.flipped = false;
  }

  layout() {
    const step = (key, label, fn) =>
      h(
        'button.step',
        { type: 'button', title: t(key), 'aria-label': t(key), onclick: fn, dataset: { step: key } },
        label,
      );
    this.el = {
      status: h('p.status', { id: 'status', role: 'status', 'aria-live': 'polite' }),
      refusal: h('p.refusal', { id: 'refusal', role: 'alert' }),
      board: h('div.board-host', { id: 'board' }),
      meta: h('p.meta', { id: 'analysis-meta' }),
      steps: h(
        'div.steps',
        step('first', '«', () => this.go(this.root)),
        step('previous', '‹', () => this.node.parent && this.go(this.node.parent)),
        step('next', '›', () => this.node.children.length && this.go(this.node.children[0])),
        step('last', '»', () => this.go(this.node.end())),
      ),
      moves: h('div.moves.analysis-moves', { id: 'moves', tabIndex: 0, 'aria-label': t('moves') }),
      tools: h('div.actions', { id: 'analysis-tools' }),
      link: h('div.share', { id: 'analysis-link' }),
      computer: h('div.computer', { id: 'computer' }),
      setup: h('div.setup-host'),
    };
    this.computer = new ComputerPanel(this);
    // the explorer is open to the players of a running game too: it holds finished games only (docs/api.md)
    this.explorer = new ExplorerPanel({ id: 'explorer', onMove: (move) => this.play(move) });
    this.el.moves.addEventListener('keydown', (e) => {
      const to = { ArrowLeft: this.node.parent, ArrowRight: this.node.children[0] }[e.key];
      if (to) {
        e.preventDefault();
        this.go(to);
      }
    });
    this.main.replaceChildren(
      h('h1.page-title', t('analysisHeading')),
      h(
        'div.game.analysis',
        h('div.play', this.el.status, this.el.board, this.el.refusal),
        h(
          'aside.side',
          this.el.meta,
          h('h2', t('moves')),
          this.el.steps,
          this.el.moves,
          this.el.tools,
          this.el.computer,
          this.explorer.el,
          this.el.link,
          this.el.setup,
        ),
      ),
    );
  }

  /** Starts over from start with moves as the first line, showing the position after ply of them. */
  async begin(start, moves, ply) {
    const first = await this.answer(start, []); // an unplayable start is refused here, before anything changes
    this.start = start;
    this.answers = new Map([['', first]]);
    this.root = treeOf(moves);
    this.refuse('');
    this.computer.reset();
    let node = walk(this.root, moves.slice(0, ply));
    try {
      await this.answerFor(node.end());
    } catch (e) {
      // a link whose moves go wrong somewhere: keep the moves up to there, and say why
      if (!(e instanceof ApiError) || !e.problem || !e.problem.ply) throw e;
      const good = e.problem.ply - 1;
      this.root = treeOf(moves.slice(0, good));
      node = walk(this.root, moves.slice(0, Math.min(ply, good)));
      this.refuse(t('analysisLinkStops', { ply: e.problem.ply, reason: e.message }));
    }
    await this.computer.forGame(start.game);
    await this.go(node);
  }

  /** The server's answer for the start and moves: the position, the legal moves, the record. */
  answer(start, moves, evaluate) {
    const body = { ...requestOf(start), moves: moves.map(plain) };
    if (evaluate) body.evaluate = evaluate;
    return post('/api/analysis', body, { token: this.token(start) });
  }

  /** The token that names the person to the server: the game's seat or the player, so that fair play knows them. */
  token(start) {
    if (start.game) return tokenFor(start.game);
    const p = player();
    return p ? p.token : null;
  }

  /** The answer for node's line, asked once; the nodes on the way take the canonical moves it gives. */
  async answerFor(node) {
    const moves = node.line();
    const key = moves.map(plain).join(' ');
    let found = this.answers.get(key);
    if (!found) {
      found = await this.answer(this.start, moves);
      this.answers.set(key, found);
    }
    let n = node;
    for (let i = found.moves.length - 1; i >= 0; i--, n = n.parent) n.move = found.moves[i];
    return found;
  }

  async go(node) {
    try {
      this.shown = await this.answerFor(node);
    } catch (e) {
      this.refuse(e instanceof ApiError ? e.message : t('unreachable'));
      return;
    }
    this.node = node;
    this.refuse('');
    this.render();
  }

  /** A move tried on the board: the next position along its variation, made when it is new. */
  play(notation) {
    return this.go(this.node.child(notation));
  }

  /** Takes the move shown back: the position before it, without it or what was tried after it. */
  undo() {
    const n = this.node;
    if (!n.parent) return;
    n.parent.children.splice(n.parent.children.indexOf(n), 1);
    this.go(n.parent);
  }

  refuse(text) {
    this.el.refusal.textContent = text || '';
  }

  render() {
    const a = this.shown;
    const hadFocus = this.board && document.activeElement && document.activeElement.closest('.board');
    this.board = drawBoard(this.el.board, a.grid, {
      flipped: this.flipped,
      lastMove: this.node.move,
      legal: byOrigin(a.legalMoves),
      onMove: (m) => this.play(m.notation),
      yourTurn: !a.result,
      onRefusal: (key) => this.refuse(key ? refusalText(key) : ''),
      focus: this.board && this.board.focused(),
    });
    if (hadFocus) this.board.focus();
    this.el.status.replaceChildren(this.statusText(a));
    this.el.meta.replaceChildren(...this.metaText(a));
    this.el.moves.replaceChildren(...moveList(this.root, this.node, (n) => this.go(n)));
    const current = this.el.moves.querySelector('[aria-current]');
    // scroll the list alone: scrolling the page would pull a phone's view away from the board
    if (current) this.el.moves.scrollTop = current.offsetTop - this.el.moves.clientHeight / 2;
    const [first, prev, next, last] = this.el.steps.children;
    first.disabled = prev.disabled = !this.node.parent;
    next.disabled = last.disabled = !this.node.children.length;
    this.renderTools(a);
    this.computer.render(a);
    this.explorer.show(a.ruleset, a.position, a.sideToMove);
    const fragment = encode(this.start, this.node.end().line(), this.node.ply);
    history.replaceState(null, '', `/analysis#${fragment}`);
    this.renderLink(`${location.origin}/analysis#${fragment}`);
  }

  statusText(a) {
    if (a.result) {
      const r = a.result;
      const who = r.winner === 'draw' ? t('draw') : t('wins', { side: t(`side.${r.winner}`) });
      return h('strong.result', { id: 'result' }, `${who}: ${t(`reason.${r.reason}`)}.`);
    }
    return t('toMove', { side: t(`side.${a.sideToMove}`) });
  }

  metaText(a) {
    const s = this.start;
    const rules = s.rules ? t('ruleset.custom') : t(`ruleset.${a.ruleset}`);
    const board = a.board === 'custom' ? t('analysisOwnPosition') : t(`boardName.${a.board}`);
    const back = s.game
      ? [h('br'), h('a', { href: `/play/${s.game}`, id: 'back-to-game' }, t('analysisBackToGame'))]
      : [];
    return [h('strong', rules), ` · ${board} (${a.boardSize}×${a.boardSize})`, ...back];
  }

  renderTools(a) {
    // the record travels in the link itself: nothing to ask the server for, and nothing to free afterwards
    const record = `data:text/plain;charset=utf-8,${encodeURIComponent(a.record)}`;
    this.el.tools.replaceChildren(
      h(
        'button',
        { type: 'button', id: 'undo', disabled: !this.node.parent, onclick: () => this.undo() },
        t('analysisUndo'),
      ),
      h(
        'button',
        {
          type: 'button',
          id: 'flip',
          'aria-pressed': String(this.flipped),
          onclick: () => {
            this.flipped = !this.flipped;
            this.render();
          },
        },
        t('analysisFlip'),
      ),
      h('a.button', { href: record, download: 'taflpost-analysis.txt', id: 'export-record' }, t('analysisExport')),
    );
  }

  renderLink(url) {
    if (this.linkInput) {
      this.linkInput.value = url;
      return;
    }
    this.linkInput = h('input.link', {
      id: 'share-link',
      readOnly: true,
      value: url,
      'aria-label': t('analysisLink'),
      onfocus: (e) => e.target.select(),
    });
    this.el.link.replaceChildren(
      h(
        'div.linkbox',
        h('label', { htmlFor: 'share-link' }, t('analysisLink')),
        h(
          'div.row',
          this.linkInput,
          h(
            'button',
            {
              type: 'button',
              dataset: { copy: 'share-link' },
              onclick: async () => toast((await copy(this.linkInput.value)) ? t('copied') : t('copyByHand')),
            },
            t('copy'),
          ),
        ),
      ),
    );
  }
}
