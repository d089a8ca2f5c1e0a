// The engine's own failures of a call in the call's language (www/engine/failures.js):
// aborted, terminated, and refused before anything is posted, each said in the call's
// `lang` as its compiled catalogue says it (generated/<lang>/engine.js and errors.js),
// and English's to the byte as before. Options that cannot be read tell no language:
// English. In Node, with a stand-in worker that answers nothing (as engine.test.mjs's),
// which is all these failures need: the engine makes them on the main thread.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importsOf } from './imports.mjs';
import { RecordingWorker } from './recording-worker.mjs';


globalThis.Worker = RecordingWorker; // Node has none of its own
const { Engine, EngineError } = await import('../../www/engine.js');

const PUZZLE = '.'.repeat(256);

/** Each language asked, by a tag that asks for it, and the language of Hexadoku's that speaks. */
const LANGUAGES = [
  ['de', 'de'],
  ['zh-Hans', 'zh-Hans'],
  ['en', 'en'],
];

/** The engine's words and the errors' words of `lang`, compiled. */
const wordsOf = async (lang) => ({
  engine: await import(`../../www/words/generated/${lang}/engine.js`),
  errors: await import(`../../www/words/generated/${lang}/errors.js`),
});

/** What `promise` rejects with (it must), checked to be an EngineError. */
async function failure(promise) {
  const error = await promise.then(() => assert.fail('not rejected'), (error) => error);
  assert.ok(error instanceof EngineError, `${error} is an EngineError`);
  return error;
}

/** What a call that is pending rejects with, caught at once (so that no rejection goes unhandled). */
const pending = (promise) => {
  const caught = failure(promise);
  caught.catch(() => {});
  return caught;
};

test('the English failures are as they were, to the byte', async () => {
  const engine = new Engine();
  const controller = new AbortController();
  const reason = new Error('not needed any more');
  const aborted = pending(engine.solve(PUZZLE, { signal: controller.signal }));
  const other = pending(engine.hint(PUZZLE));
  controller.abort(reason);
  const error = await aborted;
  assert.deepEqual([error.name, error.code, error.message, error.cause], ['AbortError', 'aborted', 'the call was aborted', reason]);
  const stopped = await other;
  assert.deepEqual([stopped.name, stopped.code, stopped.message], ['AbortError', 'aborted', 'aborted with another call on the same engine']);
  const waiting = pending(engine.solve(PUZZLE, { lang: 'fr' }));
  engine.terminate();
  for (const error of [await waiting, await failure(engine.solve(PUZZLE, { lang: 'en-GB' }))]) {
    assert.deepEqual([error.name, error.code, error.message], ['EngineError', 'terminated', 'the engine was terminated: create a new Engine']);
  }
});

for (const [tag, lang] of LANGUAGES) {
  test(`a call in ${tag} aborted by its signal says so in its language, and so do the calls it aborted with it`, async () => {
    const { engine: words } = await wordsOf(lang);
    const english = await wordsOf('en');
    const engine = new Engine();
    const controller = new AbortController();
    const reason = new Error('not needed any more');
    const aborted = pending(engine.solve(PUZZLE, { lang: tag, signal: controller.signal }));
    const alongside = pending(engine.hint(PUZZLE, { lang: tag }));
    const inEnglish = pending(engine.check(PUZZLE));
    const worker = RecordingWorker.started.at(-1);
    controller.abort(reason);
    assert.ok(worker.terminated, 'the worker is ended at once');
    assert.notEqual(RecordingWorker.started.at(-1), worker, 'and a fresh one started');

    const error = await aborted;
    assert.deepEqual([error.name, error.code, error.message, error.cause], ['AbortError', 'aborted', words.engineCallAborted, reason]);
    const other = await alongside;
    assert.deepEqual([other.name, other.code, other.message], ['AbortError', 'aborted', words.engineAbortedByAnother]);
    assert.equal((await inEnglish).message, english.engine.engineAbortedByAnother, 'each call in its own language');

    // A signal aborted already: at once, without a word to the worker.
    const before = RecordingWorker.started.at(-1).sent.length;
    const early = await failure(engine.grade(PUZZLE, { lang: tag, signal: AbortSignal.abort(reason) }));
    assert.deepEqual([early.name, early.code, early.message, early.cause], ['AbortError', 'aborted', words.engineCallAborted, reason]);
    assert.equal(RecordingWorker.started.at(-1).sent.length, before);
  });

  test(`a call in ${tag} of an engine terminated, pending or later, says so in its language`, async () => {
    const { engine: words } = await wordsOf(lang);
    const engine = new Engine();
    const waiting = pending(engine.solve(PUZZLE, { lang: tag }));
    engine.terminate();
    const later = await failure(engine.countSolutions(PUZZLE, { lang: tag }));
    for (const error of [await waiting, later]) {
      assert.deepEqual([error.name, error.code, error.message], ['EngineError', 'terminated', words.engineTerminated]);
    }
    // Terminated first: a later call's own faults are not what it is told.
    const refused = await failure(engine.solve(5, { lang: tag, onProgress: 'often' }));
    assert.deepEqual([refused.code, refused.message], ['terminated', words.engineTerminated]);
  });

  test(`a call in ${tag} refused before it is posted says why in its language`, async () => {
    const { engine: words, errors } = await wordsOf(lang);
    const engine = new Engine();
    const worker = RecordingWorker.started.at(-1);
    const refused = async (promise) => {
      const error = await failure(promise);
      assert.equal(error.code, 'invalid');
      return error.message;
    };
    assert.equal(await refused(engine.solve(5, { lang: tag })), errors.engineTextNotString);
    assert.equal(await refused(engine.grade(PUZZLE, { lang: tag, onProgress: 'often' })), errors.engineNotAFunction);
    assert.equal(await refused(engine.solve(PUZZLE, { lang: tag, signal: { aborted: false } })), words.engineNotASignal);
    const unsendable = { nodes: 1, then: () => {} };
    let why;
    try {
      structuredClone({ budget: unsendable });
    } catch (error) {
      why = error.message;
    }
    assert.equal(await refused(engine.solve(PUZZLE, { lang: tag, budget: unsendable })), words.engineOptionsUnsendable(why));
    assert.deepEqual(worker.sent.filter(({ type }) => type === 'call'), [], 'nothing refused was posted');
  });
}

test("options that cannot be read tell no language: their refusal is English's, and so is a text's refused with them", async () => {
  const { engine: words, errors } = await wordsOf('en');
  const engine = new Engine();
  const getter = { lang: 'de', get budget() { throw new Error('no budget here'); } };
  const trap = new Proxy({ lang: 'zh-Hans' }, { ownKeys() { throw new Error('trap'); } });
  for (const [options, why] of [[getter, 'no budget here'], [trap, 'trap']]) {
    const error = await failure(engine.hint(PUZZLE, options));
    assert.deepEqual([error.code, error.message], ['invalid', words.engineOptionsUnreadable(why)]);
    assert.equal(error.message, `the options cannot be read (${why})`);
    assert.equal((await failure(engine.solve(null, options))).message, errors.engineTextNotString);
  }
  // Options that are no object hold no `lang` either.
  assert.equal((await failure(engine.solve(PUZZLE, 'de'))).message, 'options must be an object');
});

test('a tag that asks for a language of ours by another name is spoken; one of none is English', async () => {
  const engine = new Engine();
  engine.terminate();
  const said = async (lang) => (await failure(engine.solve(PUZZLE, { lang }))).message;
  assert.equal(await said('zh-CN'), (await wordsOf('zh-Hans')).engine.engineTerminated);
  assert.equal(await said('de-AT'), (await wordsOf('de')).engine.engineTerminated);
  for (const lang of ['fr', 'zh-TW', '', 5]) assert.equal(await said(lang), 'the engine was terminated: create a new Engine');
});

test("the engine's first load carries English's words alone: another language's load when a call fails in it", async () => {
  const loaded = [...(await importsOf('www/engine.js'))];
  assert.ok(loaded.includes('www/words/generated/en/engine.js'), loaded.join(' '));
  assert.deepEqual(loaded.filter((path) => /^www\/words\/generated\/(?!en\/|languages\.js$)/.test(path)), []);
});
