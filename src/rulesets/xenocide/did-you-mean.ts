/** The candidate closest to a mistyped id (the kit's `closestMatch`, shared by every ruleset). */
export { closestMatch } from 'sandtable/kit';
