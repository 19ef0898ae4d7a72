package com.taflpost.rules.search;

import com.taflpost.rules.Board;
import com.taflpost.rules.Position;
import com.taflpost.rules.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * The king's open roads to an escape square (a corner or an edge, as the ruleset says), read off the board: what the
 * search plays out past its depth, as a chess engine plays out checks. A road is a line of empty squares from the
 * king to an empty escape square; the king wins by walking it unless the attackers stand on one of its squares first.
 */
final class KingRoads {
    private static final int[][] STEPS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

    private KingRoads() {}

    /** The squares of each open road on which an attacker may stand: the escape square too, unless it is a corner. */
    static List<List<Square>> of(Position position) {
        Board board = position.state().board();
        Square king = board.king();
        List<List<Square>> roads = new ArrayList<>(2);
        for (int[] step : STEPS) {
            List<Square> road = new ArrayList<>();
            if (walksToEscape(position, board, king, step, null, road)) {
                roads.add(road);
            }
        }
        return roads;
    }

    /** The squares the king can move to from which, once he is there, a road is open: his threats. */
    static List<Square> threats(Position position) {
        Board board = position.state().board();
        Square king = board.king();
        List<Square> threats = new ArrayList<>();
        for (int[] step : STEPS) {
            for (Square to = next(board, king, step); to != null && board.at(to) == null; to = next(board, to, step)) {
                if (position.isEscape(to)) {
                    break;
                }
                // the throne: he may pass over it, but some rules forbid him to stop there again
                if (!position.isRestricted(to) && opensARoad(position, board, to, king)) {
                    threats.add(to);
                }
            }
        }
        return threats;
    }

    private static boolean opensARoad(Position position, Board board, Square from, Square left) {
        for (int[] step : STEPS) {
            if (walksToEscape(position, board, from, step, left, null)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the empty squares from {@code from} along {@code step} end in an escape square ({@code left} empty). */
    private static boolean walksToEscape(
            Position position, Board board, Square from, int[] step, Square left, List<Square> road) {
        for (Square square = next(board, from, step); square != null; square = next(board, square, step)) {
            if (board.at(square) != null && !square.equals(left)) {
                return false;
            }
            if (position.isEscape(square)) {
                if (road != null && !position.isRestricted(square)) {
                    road.add(square);
                }
                return true;
            }
            if (road != null) {
                road.add(square);
            }
        }
        return false;
    }

    private static Square next(Board board, Square square, int[] step) {
        int file = square.file() + step[0];
        int rank = square.rank() + step[1];
        return file < 0 || rank < 0 || file >= board.size() || rank >= board.size() ? null : new Square(file, rank);
    }
}
