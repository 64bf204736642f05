package ks.engine.rules;

/** Who hears a kind of news: nobody, the player it concerns (the mover or the victim), or both. */
enum Audience {
    NOBODY, ONE, BOTH
}
