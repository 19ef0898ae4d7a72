package com.taflpost.mail;

/** A mail to one player, written: its subject, plain text and HTML, and the link that unsubscribes them. */
record Letter(String to, String subject, String text, String html, String unsubscribeUrl) {}
