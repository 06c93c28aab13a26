import { writeJson } from '../infra/cache/shared-answers.js';

/**
 * For the busiest list answers (the home rows, a channel's videos), which typed presenters build in the contract's
 * shape: written out as they are, without checking every field of every item against the response schema again, which
 * took about a tenth of a signed-in list request's CPU; a page shared by viewers who see it alike is written out once
 * (shared-answers.ts). The schema still describes the route in the API document, and
 * the routes' tests parse these answers against it.
 */
export const uncheckedJsonSerializer = () => writeJson;
