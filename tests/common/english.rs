//! Errors as the front ends write them in English: their messages from the English
//! catalogue (the words crate), for the tests that check what an error says.

/// How an error reads in English: its message written from the English catalogue, as
/// the command-line tool and the page write it.
pub trait English {
    /// The error's sentence in English.
    fn english(&self) -> String;
}

thread_local! {
    static WORDS: hexadoku_words::Words = hexadoku_words::Words::english();
}

fn written(message: &hexadoku::Message) -> String {
    WORDS.with(|words| words.write(message, hexadoku::Symbols::Letters))
}

impl English for hexadoku::ParseError {
    fn english(&self) -> String {
        written(&self.message())
    }
}

impl English for hexadoku::GaveUp {
    fn english(&self) -> String {
        written(&self.message())
    }
}

impl English for hexadoku::hint::NotMade {
    fn english(&self) -> String {
        written(&self.message())
    }
}

impl English for hexadoku::UnknownSymbols {
    fn english(&self) -> String {
        written(&self.message())
    }
}
