// A game played end to end through the client generated from the committed contract: create an anonymous game,
// claim its invitation, read the legal moves, move with If-Match, poll with If-None-Match, resign. Any answer the
// types do not expect, or a step that does not do what the contract says, ends it with a failure.
import createClient from 'openapi-fetch';
import type { paths } from './taflpost.js';

const base = process.argv[2] ?? process.env.TAFLPOST_URL ?? 'http://localhost:8080';
const client = createClient<paths>({ baseUrl: base });

function check(condition: unknown, what: string): asserts condition {
  if (!condition) {
    throw new Error(`contract client: ${what}`);
  }
}

const created = await client.POST('/api/games', {
  body: { ruleset: 'copenhagen', board: 'brandubh', side: 'attackers', rated: false, takebacks: false },
});
check(created.response.status === 201 && created.data, `create answered ${created.response.status}`);
const game = created.data;
const mine = game.seat;
const invitation = game.invitation;
check(mine && invitation, 'an anonymous game gives its seat and an invitation');
console.log(`created ${game.id}: ${game.status}, I play the ${mine.side}`);

const claimed = await client.POST('/api/invitations/{code}/claim', { params: { path: { code: invitation.code } } });
check(claimed.response.status === 201 && claimed.data, `claim answered ${claimed.response.status}`);
const theirs = claimed.data;
check(theirs.token, 'a claimed anonymous seat has a token');
console.log(`the invitation seated the ${theirs.side}`);

const legal = await client.GET('/api/games/{id}/legal-moves', { params: { path: { id: game.id } } });
check(legal.data && legal.data.moves.length > 0, 'the attackers have legal moves');
const first = legal.data.moves[0];
check(first, 'a first legal move');

const started = await client.GET('/api/games/{id}', { params: { path: { id: game.id } } });
const tag = started.response.headers.get('ETag');
check(started.data?.status === 'active' && tag, 'the started game is active and tagged');

const move = `${first.from}-${first.to}`;
const moved = await client.POST('/api/games/{id}/moves', {
  params: { path: { id: game.id }, header: { 'If-Match': tag } },
  body: { move, ply: 0 },
  headers: { Authorization: `Bearer ${mine.token}` },
});
check(moved.response.status === 201 && moved.data?.ply === 1, `the move answered ${moved.response.status}`);
const movedTag = moved.response.headers.get('ETag');
check(movedTag, 'the move answers with the new tag');
console.log(`played ${move}`);

const stale = await client.POST('/api/games/{id}/moves', {
  params: { path: { id: game.id }, header: { 'If-Match': tag } },
  body: { move: 'a1-a2' },
  headers: { Authorization: `Bearer ${theirs.token}` },
});
check(stale.response.status === 412 && stale.error?.code === 'precondition-failed', 'a stale If-Match is refused');

const unchanged = await client.GET('/api/games/{id}', {
  params: { path: { id: game.id }, header: { 'If-None-Match': movedTag } },
});
check(unchanged.response.status === 304, `a poll with the current tag answered ${unchanged.response.status}`);

const resigned = await client.POST('/api/games/{id}/resign', {
  params: { path: { id: game.id } },
  headers: { Authorization: `Bearer ${theirs.token}` },
});
check(resigned.data?.status === 'finished', `resigning answered ${resigned.response.status}`);
check(resigned.data.result?.reason === 'resignation', 'the game ended by resignation');
console.log(`resigned: the ${resigned.data.result.winner} won`);
