//! Answering a batch of puzzles on several threads, with the answers in input order.
//!
//! The reading thread hands puzzles to the workers through a bounded queue and writes the
//! answers as they come back in order, so memory stays bounded however long the input.

use super::batch::Batch;
use hexadoku::Parsed;
use std::collections::BTreeMap;
use std::io;
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Arc, Mutex};
use std::thread;

/// Puzzles handed out but not yet written, per worker: enough to keep every worker busy
/// while a slow puzzle holds up the output.
const IN_FLIGHT_PER_JOB: usize = 16;

/// Runs `work` (each worker makes its own with `make_work`) on every puzzle of `batch`,
/// on `jobs` threads, and `emit`s each puzzle with its answer, in input order.
pub fn run<W, A>(
    batch: &mut Batch,
    jobs: usize,
    make_work: impl Fn() -> W + Sync,
    mut emit: impl FnMut(Parsed, A) -> io::Result<()>,
) -> io::Result<()>
where
    W: FnMut(&Parsed) -> A,
    A: Send,
{
    if jobs <= 1 {
        let mut work = make_work();
        while let Some(parsed) = batch.next_puzzle()? {
            let answer = work(&parsed);
            emit(parsed, answer)?;
            batch.tick();
        }
        return Ok(());
    }
    let window = jobs * IN_FLIGHT_PER_JOB;
    thread::scope(|scope| {
        let (task_tx, task_rx) = mpsc::sync_channel::<(usize, Parsed)>(window);
        let task_rx = Arc::new(Mutex::new(task_rx));
        let (done_tx, done_rx) = mpsc::channel::<(usize, Parsed, A)>();
        for started in 0..jobs {
            let (task_rx, done_tx, make_work) = (Arc::clone(&task_rx), done_tx.clone(), &make_work);
            let spawned = thread::Builder::new().spawn_scoped(scope, move || {
                let mut work = make_work();
                loop {
                    // The lock is held only to take a task, never while working on it.
                    let task = match task_rx.lock() {
                        Ok(queue) => queue.recv(),
                        Err(_) => break, // another worker panicked holding the lock
                    };
                    // Ends when the queue closes.
                    let Ok((seq, parsed)) = task else { break };
                    let answer = work(&parsed);
                    if done_tx.send((seq, parsed, answer)).is_err() {
                        break;
                    }
                }
            });
            // The system may refuse threads (a limit on processes): fewer workers answer
            // the same, only slower; with none, the error says why.
            match spawned {
                Ok(_) => {}
                Err(error) if started == 0 => return Err(error),
                Err(_) => break,
            }
        }
        drop(done_tx);
        let mut output = InOrder {
            pending: BTreeMap::new(),
            next: 0,
        };
        // `task_tx` is moved in, so the queue closes on every way out, errors included,
        // and the workers finish before the scope ends.
        feed(batch, task_tx, &done_rx, window, &mut output, &mut emit)
    })
}

/// Answers that came back early, held until those before them are written.
struct InOrder<A> {
    pending: BTreeMap<usize, (Parsed, A)>,
    next: usize,
}

fn feed<A>(
    batch: &mut Batch,
    tasks: SyncSender<(usize, Parsed)>,
    done: &Receiver<(usize, Parsed, A)>,
    window: usize,
    output: &mut InOrder<A>,
    emit: &mut impl FnMut(Parsed, A) -> io::Result<()>,
) -> io::Result<()> {
    let mut sent = 0;
    let worker_lost = || io::Error::other(super::words::say("cli-worker-lost", &[]));
    while let Some(parsed) = batch.next_puzzle()? {
        while sent - output.next >= window {
            let answer = done.recv().map_err(|_| worker_lost())?;
            output.accept(answer, batch, emit)?;
        }
        tasks.send((sent, parsed)).map_err(|_| worker_lost())?;
        sent += 1;
        while let Ok(answer) = done.try_recv() {
            output.accept(answer, batch, emit)?;
        }
    }
    drop(tasks);
    while output.next < sent {
        let answer = done.recv().map_err(|_| worker_lost())?;
        output.accept(answer, batch, emit)?;
    }
    Ok(())
}

impl<A> InOrder<A> {
    /// Takes one answer and writes every answer that is now next in line.
    fn accept(
        &mut self,
        (seq, parsed, answer): (usize, Parsed, A),
        batch: &Batch,
        emit: &mut impl FnMut(Parsed, A) -> io::Result<()>,
    ) -> io::Result<()> {
        self.pending.insert(seq, (parsed, answer));
        while let Some((parsed, answer)) = self.pending.remove(&self.next) {
            emit(parsed, answer)?;
            batch.tick();
            self.next += 1;
        }
        Ok(())
    }
}
