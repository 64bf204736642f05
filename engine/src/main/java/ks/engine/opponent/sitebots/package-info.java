/**
 * Our own re-implementations of the public bots of kriegspiel.org (GitHub
 * {@code Kriegspiel/bot-random} and {@code Kriegspiel/bot-simple-heuristics}, MIT), written
 * from their published behaviour to measure the practice opponent against players of the outside
 * world. {@link ks.engine.opponent.sitebots.BotState} is what that site's server shows a bot on
 * its turn; the bots choose from it as the originals do.
 */
package ks.engine.opponent.sitebots;
