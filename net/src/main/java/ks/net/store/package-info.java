/**
 * Games kept on disk: the save of a game in progress ({@link ks.net.store.SaveFile},
 * {@link ks.net.protocol.SavedGame}, written through a {@link ks.net.protocol.GameStore}) and the
 * finished game's record ({@link ks.net.store.RecordFile}), both checksummed files replaced
 * atomically ({@link ks.net.store.ChecksummedFile}). Nothing here knows about sessions or sockets,
 * so the two-process game, the club server and play by file all keep their games the same way.
 */
package ks.net.store;
