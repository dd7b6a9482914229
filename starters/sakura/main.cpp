// Sakura Duel starter bot in C++20 (docs/rules/sakura-duel.md).
//
// It speaks the protocol of §5: answers READY with OK, reads every TURN
// line into plain variables, tracks both players' cooldowns (the judge
// sends none), and replies with a legal pair chosen simply: Thrust when
// the opponent stands in reach, else walk to the spirit vein, then Shatter
// a neighbour or keep walking.  Replace choose() with your own thinking.
//
// Standard library only:   g++ -std=c++20 -O2 -o bot main.cpp
// Before submitting:       bin/submission-check sakura main.cpp
#include <iostream>
#include <sstream>
#include <string>

namespace {

// Action codes (§1): 0 Wait, 1 Move, 2 Thrust, 3 Sweep, 4 Charge, 5 Guard,
// 6 Shatter, 7 Flash Step.  COOLDOWN[k]: turns a technique rests (§2).
constexpr int COOLDOWN[8] = {0, 0, 1, 2, 2, 2, 1, 2};
// directions 0..3 are U R D L (any action), 4..7 the diagonals (Flash Step only)
const char *const DIR_NAME[8] = {"U", "R", "D", "L", "UR", "DR", "DL", "UL"};
constexpr int DR[8] = {-1, 0, 1, 0, -1, 1, 1, -1};
constexpr int DC[8] = {0, 1, 0, -1, 1, 1, -1, -1};

struct Action {
    int code = 0, dir = 0;  // dir matters only when code > 0
};

// the game as plain variables; index 0 is player 1, 1 is player 2
int vein_r, vein_c;                 // the spirit vein
int me;                             // my index: 0 if READY FIRST, 1 if SECOND
int turn, time_left;                // this turn (1..60), my remaining ms
int row[2], col[2], hp[2], bless[2];
int ready[2][8];                    // first turn on which player p may use technique k

bool inside(int r, int c) { return r >= 1 && r <= 7 && c >= 1 && c <= 7; }

// §2: is the pair legal for me this turn?
bool legal(Action a, Action b)
{
    if (a.code >= 2 && a.code == b.code) return false;                        // a technique twice
    if (ready[me][a.code] > turn || ready[me][b.code] > turn) return false;  // on cooldown
    if (a.code == 1 && !inside(row[me] + DR[a.dir], col[me] + DC[a.dir])) return false;
    if (a.code == 7 && !inside(row[me] + 2 * DR[a.dir], col[me] + 2 * DC[a.dir])) return false;
    return true;
}

// the cardinal direction from (r,c) towards (tr,tc) if it lies 1..reach
// cells straight ahead, else -1
int dir_in_line(int r, int c, int tr, int tc, int reach)
{
    for (int d = 0; d < 4; d++)
        for (int i = 1; i <= reach; i++)
            if (r + i * DR[d] == tr && c + i * DC[d] == tc) return d;
    return -1;
}

// a cardinal step that brings (r,c) closer to (tr,tc), -1 if already there
int dir_toward(int r, int c, int tr, int tc)
{
    if (tr < r) return 0;
    if (tc > c) return 1;
    if (tr > r) return 2;
    if (tc < c) return 3;
    return -1;
}

// THE THINKING GOES HERE: pick my two actions for this turn.  Everything
// known is in the variables above (the opponent's cooldowns too, in
// ready[1 - me]); time_left says how long you may think.
void choose(Action &a, Action &b)
{
    int r = row[me], c = col[me], orow = row[1 - me], ocol = col[1 - me];
    a = Action{};
    b = Action{};
    if (int d = dir_in_line(r, c, orow, ocol, 2); d >= 0 && ready[me][2] <= turn) {
        a = {2, d};                                   // Thrust hits 2 cells
    } else if ((d = dir_toward(r, c, vein_r, vein_c)) >= 0) {
        a = {1, d};
        r += DR[d];                                   // where I expect to stand
        c += DC[d];
    }
    if (int d = dir_in_line(r, c, orow, ocol, 1); d >= 0 && a.code != 6 && ready[me][6] <= turn)
        b = {6, d};                                   // Shatter ignores Guard
    else if ((d = dir_toward(r, c, vein_r, vein_c)) >= 0)
        b = {1, d};
    if (!legal(a, b)) a = b = Action{};              // Wait Wait is always legal
}

std::string text(Action a)
{
    return a.code == 0 ? "0" : std::to_string(a.code) + " " + DIR_NAME[a.dir];
}

}  // namespace

int main()
{
    std::string line, word;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        if (!(in >> word)) continue;                  // a blank line: nothing to answer
        if (word == "INIT") {
            in >> vein_r >> vein_c >> row[0] >> col[0] >> row[1] >> col[1];
        } else if (word == "READY") {
            in >> word;
            me = word == "SECOND" ? 1 : 0;
            std::cout << "OK" << std::endl;           // std::endl flushes: every reply, at once
        } else if (word == "TURN") {
            // TURN time turn r1 c1 hp1 b1 r2 c2 hp2 b2 OPP_A1 OPP_A2
            in >> time_left >> turn;
            for (int p = 0; p < 2; p++) in >> row[p] >> col[p] >> hp[p] >> bless[p];
            // the opponent's two actions of turn-1, each "0" or "k DIR"
            for (int code; in >> code;) {
                if (code > 0) in >> word;             // its direction
                if (code >= 2) ready[1 - me][code] = turn - 1 + COOLDOWN[code] + 1;
            }
            Action a, b;
            choose(a, b);
            for (Action x : {a, b})
                if (x.code >= 2) ready[me][x.code] = turn + COOLDOWN[x.code] + 1;
            std::cout << text(a) << ' ' << text(b) << std::endl;
        } else if (word == "FINISH") {
            break;
        }
    }
    return 0;
}
