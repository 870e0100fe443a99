// Peer benchmark: the 1926 game written for boardgame.io, driven through its server core
// (Master.onUpdate with a storage adapter), so moves/s can be compared side by side with our
// service. Usage: node bench.js GAMES [inmemory|flatfile] [DIR] [WARMUP]: WARMUP games (other
// games, of their own seed) are played first, untimed, so that the timed ones run on warm code.
const { Master } = require('boardgame.io/master');
const { InitializeGame, createMatch } = require('boardgame.io/internal');
const { INVALID_MOVE } = require('boardgame.io/core');
const { FlatFile } = require('boardgame.io/server');

const MAP = { praha: 17, plzen: 12, 'hradec-kralove': 5, olomouc: 7, karlsbad: 2, aussig: 5,
  reichenberg: 4, troppau: 4, 'ceske-budejovice': 5, brno: 14, kladsko: 2 };
const SETS = 3;

function legal(G, p) {
  const out = [];
  for (const r of Object.keys(MAP)) {
    const cols = G.cols[r];
    const mine = cols.find((c) => c.p === p);
    for (const s of [3, 2, 1]) {
      if (!G.left[p][s]) continue;
      if (mine ? s <= mine.s[mine.s.length - 1] : cols.length < 3) out.push([s, r]);
    }
  }
  return out;
}

const Game1926 = {
  name: '1926',
  setup: ({ ctx }) => ({
    cols: Object.fromEntries(Object.keys(MAP).map((r) => [r, []])),
    left: Object.fromEntries(ctx.playOrder.map((p) => [p, { 3: SETS, 2: SETS, 1: SETS }])),
  }),
  moves: {
    place: ({ G, playerID }, s, r) => {
      if (!legal(G, playerID).some(([a, b]) => a === s && b === r)) return INVALID_MOVE;
      const cols = G.cols[r];
      const mine = cols.find((c) => c.p === playerID);
      if (mine) mine.s.push(s); else cols.push({ p: playerID, s: [s] });
      G.left[playerID][s] -= 1;
    },
  },
  turn: {
    minMoves: 1, maxMoves: 1,
    order: {
      first: () => 0,
      next: ({ G, ctx }) => {
        for (let k = 1; k <= ctx.numPlayers; k++) {
          const i = (ctx.playOrderPos + k) % ctx.numPlayers;
          if (legal(G, ctx.playOrder[i]).length) return i;
        }
        return undefined;
      },
    },
  },
  endIf: ({ G, ctx }) => (ctx.playOrder.every((p) => legal(G, p).length === 0) ? { done: true } : undefined),
};

// small deterministic RNG so both sides can play the same games
function rng(seed) { let x = seed >>> 0 || 1; return () => ((x ^= x << 13, x ^= x >>> 17, x ^= x << 5) >>> 0) / 4294967296; }

async function main() {
  const games = Number(process.argv[2] || 200);
  const kind = process.argv[3] || 'inmemory';
  let db;
  if (kind === 'flatfile') { db = new FlatFile({ dir: process.argv[4] || require('fs').mkdtempSync(require('os').tmpdir() + '/bgio-') }); await db.connect(); }
  else { db = require('boardgame.io/server').Server({ games: [Game1926] }).db; } // its default InMemory store
  const sendAll = () => {};
  const master = new Master(Game1926, db, { send: sendAll, sendAll });
  const warmup = Number(process.argv[5] || 0);
  await play(master, db, drawn(warmup, rng(1927)), 'w');
  const timed = drawn(games, rng(1926)); // the moves are chosen before the clock starts
  const t0 = process.hrtime.bigint();
  const cpu0 = process.cpuUsage(); // every thread of the process (libuv's file I/O included)
  const moves = await play(master, db, timed, 'm');
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(cpu0);
  const cpuSecs = (cpu.user + cpu.system) / 1e6;
  const check = await db.fetch('m0', { state: true });
  console.log(JSON.stringify({ peer: 'boardgame.io 0.50.2', storage: kind, games, warmup, moves, seconds: +secs.toFixed(3), cpu_seconds: +cpuSecs.toFixed(3), moves_per_s: Math.round(moves / secs), last_stateID_m0: check.state._stateID }));
}

// The moves of `games` games, each drawn by `r` from the legal placements of a local copy of
// G: per game, a list of [player, size, region].
function drawn(games, r) {
  const all = [];
  for (let g = 0; g < games; g++) {
    const { initialState } = createMatch({ game: Game1926, numPlayers: 5 });
    const G = JSON.parse(JSON.stringify(initialState.G));
    const order = initialState.ctx.playOrder;
    let cur = initialState.ctx.currentPlayer;
    const moves = [];
    while (true) {
      const opts = legal(G, cur);
      if (!opts.length) break;
      const [s, reg] = opts[Math.floor(r() * opts.length)];
      Game1926.moves.place({ G, playerID: cur }, s, reg);
      moves.push([cur, s, reg]);
      let next = null;
      const pos = order.indexOf(cur);
      for (let k = 1; k <= order.length; k++) { const q = order[(pos + k) % order.length]; if (legal(G, q).length) { next = q; break; } }
      if (next === null) break;
      cur = next;
    }
    all.push(moves);
  }
  return all;
}

// The games through the server core, matches named prefix + number; the number of moves.
async function play(master, db, games, prefix) {
  let moves = 0;
  for (let g = 0; g < games.length; g++) {
    const matchID = `${prefix}${g}`;
    const { initialState, metadata } = createMatch({ game: master.game, numPlayers: 5 });
    await db.createMatch(matchID, { initialState, metadata });
    let stateID = initialState._stateID;
    for (const [player, s, reg] of games[g]) {
      const res = await master.onUpdate({ type: 'MAKE_MOVE', payload: { type: 'place', args: [s, reg], playerID: player } }, stateID, matchID, player);
      if (res && res.error) throw new Error(res.error);
      stateID += 1; moves += 1;
    }
  }
  return moves;
}
main().catch((e) => { console.error(e); process.exit(1); });
