package com.taflpost.rules;

/** The first move of a list that the rules refuse: its 1-based place in the list, the text, and why. */
public record IllegalMove(int ply, String move, MoveError error, String message) {}
