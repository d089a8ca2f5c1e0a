// The module's hint and grade as the Engine answers them: the core's messages and
// technique identifiers written in English, as the engine's worker writes them
// (www/words/answers.js). The module must have been initialised by the importer.

import * as core from '../../pkg/hexadoku.js';
import { writer } from '../../www/words/writer.js';
import { writtenBy } from '../../www/words/answers.js';
import english from '../../www/words/generated/en.js';

const ENGLISH = writer('en', english);

export const hint = (text, options) => writtenBy(ENGLISH, 'hint', core.hint(text, options), options?.symbols);
export const grade = (text, options) => writtenBy(ENGLISH, 'grade', core.grade(text, options));
