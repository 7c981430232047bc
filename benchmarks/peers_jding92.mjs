// jding92/shengji-online's engine (bundled by peers.py with esbuild) on the workload's questions.
//
// Usage: node peers_jding92.mjs BUNDLE QUESTIONS.json REPEAT cpu|wall
// Prints one JSON line: the median seconds per question set (tricks, follows, throws).
// The questions come translated by peers.py: [trump, cards...] with card instances whose ids
// are unique per copy (the engine checks that a play is held by id). A follower's hand in a
// trick is its play (the winner question reads the plays; legality is the follow question).
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [bundle, questionsFile, repeatText, clockName] = process.argv.slice(2);
const engine = await import(pathToFileURL(bundle).href);
const q = JSON.parse(readFileSync(questionsFile, "utf8"));
const repeat = Number(repeatText);
const now =
  clockName === "cpu"
    ? () => {
        const u = process.cpuUsage();
        return (u.user + u.system) / 1e6;
      }
    : () => performance.now() / 1000;
const rules = engine.fourPlayerTwoDeckFixedTeamRuleset.throws;

function lead(cards, trump) {
  return engine.validateLead({ cards, hand: cards, trump, intent: "normal", throwsEnabled: true });
}

function askWinner() {
  const out = [];
  for (const [trump, plays] of q.tricks) {
    const first = lead(plays[0], trump);
    const played = [{ seat: 0, ...first }];
    for (let seat = 1; seat < plays.length; seat++) {
      const v = engine.validateFollow({
        cards: plays[seat],
        hand: plays[seat],
        ledFormat: first.format,
        trump,
      });
      played.push({ seat, ...v });
    }
    out.push(engine.determineTrickWinner(played, trump).winnerSeat);
  }
  return out;
}

function askFollow() {
  const out = [];
  for (const [trump, led, hand, play] of q.follows) {
    const first = lead(led, trump);
    try {
      engine.validateFollow({ cards: play, hand, ledFormat: first.format, trump });
      out.push(true);
    } catch (error) {
      if (!(error instanceof engine.PlayValidationError)) throw error;
      out.push(false);
    }
  }
  return out;
}

function askThrow() {
  const out = [];
  for (const [trump, cards, others] of q.throws) {
    const opponents = others.map((hand, i) => ({ seat: i + 1, hand }));
    const r = engine.resolveThrowAttempt({
      cards,
      opponents,
      trump,
      throwingRole: "attackers",
      rules,
    });
    out.push(r.kind === "successful" ? null : r.forcedComponent.cards.length);
  }
  return out;
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const asks = { winner: askWinner, follow: askFollow, throw: askThrow };
const runs = { winner: [], follow: [], throw: [] };
for (let r = 0; r < repeat; r++) {
  for (const [name, ask] of Object.entries(asks)) {
    const started = now();
    ask();
    runs[name].push(now() - started);
  }
}
const figures = {};
for (const name of Object.keys(runs)) figures[name] = median(runs[name]);
console.log(JSON.stringify(figures));
