/*
 * candy_plan.c -- choosing Maki's action: a beam search over the next
 * KP_DEPTH turns against KP_PARTICLES tagger positions drawn from the
 * belief.
 *
 * Particles.  The belief mixture is sampled systematically (deterministic,
 * so the C and C++ builds agree): each model gets particles in proportion
 * to its weight, each particle weight model_weight / count.  A chase
 * particle steps toward Maki's simulated cell along opt distances (the
 * worst case, the `oracle` tagger); a random particle takes a fixed
 * pseudo-random neighbour; a model-2 particle is one of the tracked
 * hunters and heads for that hunter's own target until it has Maki in line
 * of sight or reaches the target, then chases.  docs/rules/candy-hunt.md
 * §3: the tagger acts once on odd turns and twice on even turns; a capture is checked when
 * Maki arrives and after every tagger action, and a captured particle
 * stays dead.
 *
 * Nodes.  A node is Maki's cell and facing after some turns, the particles,
 * the alive mask, the cells visited (no candy counted twice) and the value
 * so far: candy eaten (a C cell counts 1, another cell its candy chance)
 * times the living weight, discounted per turn, minus the capture penalty
 * (candy_plan_penalty: the lost future, KP_CAPTURE_BASE + KP_RATE * turns
 * left, with the tagger in view; less while it is only believed near)
 * times the weight caught (kp_ctx.pen: one value per depth, fixed for
 * the turn).  The root's own capture chance is computed exactly from the
 * whole belief instead of the particles.  Each layer keeps the best
 * KP_BEAM nodes, one per cell.
 *
 * Leaf value.  Attraction: the best target discounted by KP_POT_GAMMA per
 * cell of distance.  A target is worth its candy (a C 1, another cell its
 * candy chance) plus KP_VIEW_T times what it would show: the candy chance
 * of its best line not in view now, each cell weighted by the chance the
 * unknown cells before it are passage (so Maki heads for viewpoints over
 * long unseen lines, not only for single cells).
 * Survival: for each living particle, the longest time Maki can stay
 * ahead if the tagger hunts it from there -- the latest tagger arrival
 * (2/3 of its distance, it moves 1.5 cells a turn) over cells Maki
 * reaches strictly first; dead ends give short times, loops and open
 * space long ones.  Short survival costs the capture penalty in
 * proportion, fully for chase particles, KP_RANDOM_THREAT for random ones.
 *
 * Choice (kp_choose).  The best leaf per first action; at search level 0
 * each is re-scored for model 2 (kp_verify): KP_VERIFY tracked hunters play
 * Maki's path with the hunter's own code (candy_track_rollout), and their
 * captures, plus KP_KNOWN_W times what each believes about Maki's last
 * cell, replace the model-2 particles' capture cost (cap2): the program's
 * answer over several turns is what a hiding Maki must read, and the
 * goal-directed particles only approximate it.
 *
 * Root extras.  Moving or turning shows a new line of sight, O shows the four
 * lines: each newly seen cell is worth KP_INFO_W times its candy chance plus
 * KP_TERR_W if its terrain is unknown (both small or 0 by default: what a
 * look may show is mostly credited already, by the targets and by the
 * candy chance of the cells the plan walks over).  Crediting the lines of
 * deeper moves was measured as no gain and is not built.
 */
#include <string.h>
#include "candy/ai/candy_plan.h"
#include "candy/ai/candy_belief.h"
#include "candy/ai/candy_track.h"
#include "candy/ai/candy_ai_tune.h"

#define KP_MAXCHILD (KP_BEAM * 5 + 8)

typedef struct kp_node {
    short maki, dir, first;
    short tag[KP_PARTICLES];
    unsigned int alive;
    unsigned int hunt;    /* particles that chase (model 1, or saw Maki) */
    short path[KP_DEPTH + 1];
    double value, rank;
    double cap2;          /* capture penalty charged for model-2 particles */
} kp_node;

typedef struct kp_ctx {
    const candy_know *kn;       /* the knowledge, the belief and the tracked hunters read */
    const candy_belief *b;
    const candy_track *tr;
    int level, oracle;          /* candy_plan_in's */
    int np;
    double w[KP_PARTICLES];
    unsigned char chase[KP_PARTICLES]; /* 1: chases Maki from the start (model 1) */
    short goal[KP_PARTICLES];   /* model 2: its hunter's target (searching), else -1 */
    unsigned int tracked;       /* bit mask of the model-2 particles */
    short start[KP_PARTICLES];
    kp_node layer[2][KP_MAXCHILD];
    int count[2];
    short best_at[CANDY_CELLS];
    short targets[CANDY_CELLS];
    double tval[CANDY_CELLS];
    int ntargets;
    double gpow[CANDY_CELLS];   /* KP_POT_GAMMA^d */
    double pen[KP_DEPTH + 1];   /* candy_plan_penalty at turn + depth */
} kp_ctx;

/* the capture penalty: the lost future (base + rate x turns left) in
 * oracle mode or with the tagger in view; while it is out of view,
 * KP_CAPTURE_LOW at footsteps below KP_CAUTION_LEVEL (a diffuse belief:
 * full caution measured as pure loss against hunter) and KP_CAPTURE_MID
 * from that level on or when no level was heard (a little caution pays
 * against a tagger that does not track Maki by its footsteps, and costs
 * nothing measurable against one that does) */
double candy_plan_penalty(const candy_know *kn, int oracle, int turn)
{
    int left = CANDY_MAX_TURNS - turn;
    if (!oracle && kn->tagger < 0 && kn->steps >= 0 && kn->steps < KP_CAUTION_LEVEL)
        return KP_CAPTURE_LOW;
    if (KP_CAPTURE_MID >= 0 && !oracle && kn->tagger < 0)
        return KP_CAPTURE_MID;
    return KP_CAPTURE_BASE + KP_RATE * (left > 0 ? left : 0);
}

/* candy value of standing on cell for the first time */
static double kp_candy(const candy_know *kn, int cell)
{
    return kn->mem.candy[cell] ? 1.0 : kn->pc[cell] * candy_know_pass(kn, cell);
}

/* systematic sample of one model's belief into particles [from, from+k) */
static void kp_sample_model(kp_ctx *x, int m, int from, int k)
{
    const double *b = x->b->bel[m];
    double acc = 0, step = 1.0 / k, next = step * 0.5;
    int i, j = from, last = x->kn->maki;
    for (i = 0; i < CANDY_CELLS && j < from + k; i++) {
        if (b[i] <= 0)
            continue;
        last = i;
        acc += b[i];
        while (j < from + k && next < acc) {
            x->start[j] = (short)i;
            x->chase[j] = (unsigned char)(m == 1);
            x->goal[j] = -1;
            x->w[j] = x->b->wmodel[m] / k;
            j++;
            next += step;
        }
    }
    for (; j < from + k; j++) { /* rounding: the rest on the last cell */
        x->start[j] = (short)last;
        x->chase[j] = (unsigned char)(m == 1);
        x->goal[j] = -1;
        x->w[j] = x->b->wmodel[m] / k;
    }
}

/* model 2: k of the tracked hunters, evenly spaced (they are equally
 * weighted after resampling), each heading for its own target */
static void kp_sample_track(kp_ctx *x, int from, int k)
{
    const candy_know *kn = x->kn;
    int j;
    for (j = 0; j < k; j++) {
        const candy_track_particle *p = &x->tr->p[(j * KR_PARTICLES) / k];
        x->start[from + j] = p->cell;
        x->chase[from + j] = 0;
        x->goal[from + j] = (short)(p->t.target >= 0 && kn->grid.dist[p->cell][p->t.target] < CANDY_CELLS
                                        ? p->t.target : -1);
        x->w[from + j] = x->b->wmodel[CANDY_BELIEF_TRACK] / k;
        x->tracked |= 1u << (from + j);
    }
}

/* particles per model: in proportion to the weights, at least one for
 * every model with weight, the random walk taking what is left */
static void kp_sample(kp_ctx *x)
{
    int k[CANDY_BELIEF_MODELS], m, used = 0, from = 0;
    for (m = CANDY_BELIEF_MODELS - 1; m >= 1; m--) {
        k[m] = (int)(KP_PARTICLES * x->b->wmodel[m] + 0.5);
        if (k[m] < 1 && x->b->wmodel[m] > 0)
            k[m] = 1;
        if (k[m] > KP_PARTICLES - 1 - used - (m - 1))
            k[m] = KP_PARTICLES - 1 - used - (m - 1);
        used += k[m];
    }
    k[0] = KP_PARTICLES - used;
    x->np = KP_PARTICLES;
    x->tracked = 0;
    for (m = 0; m < CANDY_BELIEF_MODELS; m++) {
        if (k[m] > 0 && m == CANDY_BELIEF_TRACK)
            kp_sample_track(x, from, k[m]);
        else if (k[m] > 0)
            kp_sample_model(x, m, from, k[m]);
        from += k[m];
    }
}

/* one tagger action of particle i with Maki on maki: a hunting particle
 * steps toward Maki, a searching one (model 2) toward its hunter's
 * target, both along opt distances; any other takes a fixed
 * pseudo-random neighbour */
static int kp_tagger_step(const kp_ctx *x, int i, int hunting, int t, int maki, int sub)
{
    const candy_know *kn = x->kn;
    int k, nn = kn->grid.nnb[t], best = t, dest = hunting ? maki : x->goal[i], bd;
    if (dest >= 0) {
        bd = kn->grid.dist[t][dest];
        for (k = 0; k < nn; k++) {
            int y = kn->grid.nb[t][(k + i) % nn];
            if (kn->grid.dist[y][dest] < bd) {
                bd = kn->grid.dist[y][dest];
                best = y;
            }
        }
        return best;
    }
    {
        unsigned h = (unsigned)(i * 2654435761u) ^ (unsigned)(kn->turn * 40503u + sub * 977u);
        h ^= h >> 13;
        h *= 0x5bd1e995u;
        h ^= h >> 15;
        h %= (unsigned)(nn + 1);
        return (int)h < nn ? kn->grid.nb[t][h] : t;
    }
}

/* 1 if a tagger on a would see Maki on b by looking around on opt
 * (docs/rules/candy-hunt.md §2, candy_view_sees_around), with the common
 * case -- neither row nor column shared -- answered without walking */
static int kp_line_of_sight(const candy_know *kn, int a, int b)
{
    if (CANDY_ROW(a) != CANDY_ROW(b) && CANDY_COL(a) != CANDY_COL(b))
        return 0;
    return candy_view_sees_around(&kn->grid.opt, a, b);
}

static int kp_visited(const kp_node *nd, int depth, int cell)
{
    int k;
    for (k = 0; k <= depth; k++)
        if (nd->path[k] == cell)
            return 1;
    return 0;
}

static double kp_alive_weight(const kp_ctx *x, unsigned alive)
{
    double s = 0;
    int i;
    for (i = 0; i < x->np; i++)
        if (alive & (1u << i))
            s += x->w[i];
    return s;
}

/* the value of Maki stepping onto cell at depth: its candy the first
 * time (discounted, times the living weight), else the revisit penalty */
static void kp_eat(const kp_ctx *x, kp_node *nd, int cell, int depth)
{
    double disc = 1.0;
    int i;
    for (i = 0; i < depth; i++)
        disc *= KP_DISCOUNT;
    if (!kp_visited(nd, depth, cell))
        nd->value += disc * kp_candy(x->kn, cell) * kp_alive_weight(x, nd->alive);
    else if (cell != nd->maki)
        nd->value -= KP_REVISIT;
}

/* particle i catches Maki at depth: it leaves the alive mask, its weight
 * goes into *caught (and, for model 2, its penalty into cap2) */
static void kp_caught(const kp_ctx *x, kp_node *nd, int i, int depth, double *caught)
{
    nd->alive &= ~(1u << i);
    *caught += x->w[i];
    if (x->tracked & (1u << i))
        nd->cap2 += x->w[i] * x->pen[depth];
}

/* particle i's subs actions of turn `turn` with Maki on cell; 1 if one
 * of them catches Maki */
static int kp_particle_acts(const kp_ctx *x, kp_node *nd, int i, int cell, int depth, int turn, int subs)
{
    const candy_know *kn = x->kn;
    int s;
    for (s = 0; s < subs; s++) {
        /* a tagger that has Maki in line of sight hunts it from now on */
        if (!(nd->hunt & (1u << i)) && kp_line_of_sight(kn, nd->tag[i], cell)) {
            nd->hunt |= 1u << i;
            nd->value -= KP_EXPOSE_W * x->w[i] * x->pen[depth];
        }
        if (x->goal[i] >= 0 && nd->tag[i] == x->goal[i])
            nd->hunt |= 1u << i; /* at its target: it finds Maki's trail */
        nd->tag[i] = (short)kp_tagger_step(x, i,
                                           ((nd->hunt >> i) & 1u) ||
                                           (x->chase[i] && kn->grid.dist[nd->tag[i]][cell] <= KP_AWARE),
                                           nd->tag[i], cell, turn * 2 + s);
        if (nd->tag[i] == cell)
            return 1;
    }
    return 0;
}

/* Maki moves to cell (depth d -> d+1), eats, then the particles act;
 * a capture is checked on arrival and after every tagger action
 * (docs/rules/candy-hunt.md §3), and a captured particle stays dead */
static void kp_advance(const kp_ctx *x, kp_node *nd, int cell, int dir, int depth, double exact)
{
    int turn = x->kn->turn + depth, subs = (turn % 2 == 0) ? 2 : 1, i;
    double caught = 0;
    kp_eat(x, nd, cell, depth);
    nd->maki = (short)cell;
    nd->dir = (short)dir;
    nd->path[depth + 1] = (short)cell;
    for (i = 0; i < x->np; i++)
        if ((nd->alive & (1u << i)) &&
            (nd->tag[i] == cell || kp_particle_acts(x, nd, i, cell, depth, turn, subs)))
            kp_caught(x, nd, i, depth, &caught);
    /* the root uses the exact chance from the whole belief, but never
     * less than what its own particles show */
    if (exact >= 0 && exact > caught)
        caught = exact;
    nd->value -= caught * x->pen[depth];
}

/* exact chance of capture this turn if Maki goes to cell */
static double kp_exact_capture(const candy_know *kn, const candy_belief *bf, int cell)
{
    double a[CANDY_CELLS], b[CANDY_CELLS], total = 0;
    int m, s, subs = (kn->turn % 2 == 0) ? 2 : 1;
    for (m = 0; m < CANDY_BELIEF_MODELS; m++) {
        double got;
        memcpy(a, bf->bel[m], sizeof a);
        got = a[cell];
        a[cell] = 0;
        for (s = 0; s < subs; s++) {
            candy_belief_step(kn, m, cell, a, b);
            got += b[cell];
            b[cell] = 0;
            memcpy(a, b, sizeof a);
        }
        total += bf->wmodel[m] * got;
    }
    return total;
}

/* value of what a new look shows */
static double kp_reveal(const candy_know *kn, int cell, int dir, int around)
{
    candy_view v;
    double s = 0;
    int i;
    candy_know_view(kn, cell, dir, around, &v);
    for (i = 0; i < v.nfull; i++) {
        int c = v.full[i];
        if (kn->inview[c])
            continue;
        s += KP_INFO_W * kn->pc[c] * candy_know_pass(kn, c);
        if (kn->mem.terr[c] == CANDY_T_UNKNOWN)
            s += KP_TERR_W;
    }
    for (i = 0; i < v.nterr; i++)
        if (kn->mem.terr[v.terr[i]] == CANDY_T_UNKNOWN)
            s += KP_TERR_W;
    return s;
}

/* survival time (turns) of Maki on cell against a hunter from t: the
 * latest tagger arrival over cells Maki reaches strictly first.  A plain
 * loop over the whole square (walls and cells off the maze are
 * CANDY_UNREACHABLE in both rows and never count), so it vectorises. */
static int kp_survival(const candy_know *kn, int cell, int t)
{
    const short *dm = kn->grid.dist[cell], *dt = kn->grid.dist[t];
    int i, far = dt[cell];
    for (i = 0; i < CANDY_CELLS; i++) {
        int m = 3 * dm[i] + 1, h = 2 * dt[i];
        int v = (m < h && dt[i] > far) ? dt[i] : far;
        far = v;
    }
    far = (2 * far) / 3;
    return far > KP_SURV_CAP ? KP_SURV_CAP : far;
}

/* what the best line from cell would show (KP_VIEW_T): the largest sum of
 * candy chance over the cells of one line not in view now, each weighted
 * by the chance the view reaches it (the unknown cells before it are
 * passage; docs/rules/candy-hunt.md §2: a line ends at the first wall) */
static double kp_view_value(const candy_know *kn, int cell)
{
    double best = 0;
    int d;
    for (d = 0; d < 4; d++) {
        double s = 0, reach = 1.0;
        int y = cell;
        for (;;) {
            y = candy_maze_step(&kn->grid.opt, y, d);
            if (y < 0 || kn->grid.opt.wall[y])
                break;
            if (!kn->inview[y])
                s += reach * kn->pc[y] * candy_know_pass(kn, y);
            reach *= candy_know_pass(kn, y);
        }
        if (s > best)
            best = s;
    }
    return best;
}

/* the targets worth most from where Maki stands: at most KP_TARGETS */
static void kp_targets(kp_ctx *x)
{
    const candy_know *kn = x->kn;
    const short *dm = kn->grid.dist[kn->maki];
    double key[CANDY_CELLS];
    int i, j;
    x->ntargets = 0;
    for (i = 0; i < kn->grid.ncells; i++) {
        int c = kn->grid.cells[i];
        double v = kp_candy(kn, c), kv;
        if (KP_VIEW_T > 0)
            v += KP_VIEW_T * kp_view_value(kn, c);
        if (v <= KP_TARGET_MIN || c == kn->maki || dm[c] >= CANDY_CELLS)
            continue;
        kv = v * x->gpow[dm[c]];
        for (j = x->ntargets; j > 0 && key[j - 1] < kv; j--) {
            if (j < KP_TARGETS) {
                key[j] = key[j - 1];
                x->targets[j] = x->targets[j - 1];
                x->tval[j] = x->tval[j - 1];
            }
        }
        if (j < KP_TARGETS) {
            key[j] = kv;
            x->targets[j] = (short)c;
            x->tval[j] = v;
            if (x->ntargets < KP_TARGETS)
                x->ntargets++;
        }
    }
}

/* attraction of the best target not yet visited */
static double kp_attract(const kp_ctx *x, const kp_node *nd, int depth)
{
    const short *dm = x->kn->grid.dist[nd->maki];
    double pot = 0;
    int i;
    for (i = 0; i < x->ntargets; i++) {
        int c = x->targets[i], d = dm[c];
        double v = x->tval[i] * (d < CANDY_CELLS ? x->gpow[d] : 0.0);
        if (v > pot && !kp_visited(nd, depth, c))
            pot = v;
    }
    return KP_POT_W * pot * kp_alive_weight(x, nd->alive);
}

static double kp_danger(const kp_ctx *x, const kp_node *nd, int depth)
{
    double danger = 0;
    int i;
    for (i = 0; i < x->np; i++) {
        int s;
        if (!(nd->alive & (1u << i)))
            continue;
        s = kp_survival(x->kn, nd->maki, nd->tag[i]);
        danger += x->w[i] * (((nd->hunt >> i) & 1u) ? 1.0 : KP_RANDOM_THREAT) *
                  (1.0 - (double)s / KP_SURV_CAP);
    }
    return KP_SAFETY_W * danger * x->pen[depth];
}

/* keep one node per cell, the best by rank, then the best KP_BEAM */
static int kp_prune(kp_ctx *x, kp_node *nodes, int count, int beam)
{
    int i, k = 0;
    for (i = 0; i < CANDY_CELLS; i++)
        x->best_at[i] = -1;
    for (i = 0; i < count; i++) {
        int c = nodes[i].maki, b = x->best_at[c];
        if (b < 0 || nodes[i].rank > nodes[b].rank)
            x->best_at[c] = (short)i;
    }
    for (i = 0; i < count; i++)
        if (x->best_at[nodes[i].maki] == i)
            nodes[k++] = nodes[i];
    /* partial selection sort: count is small */
    for (i = 0; i < k && i < beam; i++) {
        int j, b = i;
        for (j = i + 1; j < k; j++)
            if (nodes[j].rank > nodes[b].rank)
                b = j;
        if (b != i) {
            kp_node t = nodes[i];
            nodes[i] = nodes[b];
            nodes[b] = t;
        }
    }
    return k < beam ? k : beam;
}

static void kp_root(kp_ctx *x, kp_node *root)
{
    const candy_know *kn = x->kn;
    int i;
    memset(root, 0, sizeof *root);
    root->maki = (short)kn->maki;
    root->dir = (short)kn->dir;
    root->first = -1;
    root->path[0] = (short)kn->maki;
    for (i = 0; i < x->np; i++)
        root->tag[i] = x->start[i];
    root->alive = x->np >= 32 ? 0xffffffffu : ((1u << x->np) - 1u);
    root->hunt = 0;
    for (i = 0; i < x->np; i++)
        if (x->chase[i] && KP_AWARE >= CANDY_CELLS)
            root->hunt |= 1u << i;
}

/* the root's children: the six actions */
static int kp_first_layer(kp_ctx *x, const kp_node *root, kp_node *out)
{
    const candy_know *kn = x->kn;
    int a, k = 0;
    for (a = 0; a < CANDY_ACTIONS; a++) {
        kp_node nd = *root;
        if (a == CANDY_ACT_O && (!KP_ALLOW_O || kn->steps >= KP_O_MAXLEVEL))
            continue;
        int cell = kn->maki, dir = kn->dir;
        double extra;
        if (a <= CANDY_L) {
            int y = candy_maze_step(&kn->grid.opt, kn->maki, a);
            dir = a;
            if (y >= 0 && kn->mem.terr[y] == CANDY_T_PASS)
                cell = y;
        }
        extra = kp_reveal(kn, cell, dir, a == CANDY_ACT_O);
        if (a == CANDY_ACT_S)
            extra = 0;
        kp_advance(x, &nd, cell, dir, 0, kp_exact_capture(kn, x->b, cell));
        nd.first = (short)a;
        nd.value += extra;
        nd.rank = nd.value + kp_attract(x, &nd, 1);
        out[k++] = nd;
    }
    return k;
}

static int kp_expand(kp_ctx *x, const kp_node *in, int nin, kp_node *out, int depth)
{
    const candy_know *kn = x->kn;
    int i, d, k = 0;
    for (i = 0; i < nin; i++) {
        for (d = 0; d <= 4; d++) {
            kp_node nd = in[i];
            int cell = in[i].maki, dir = in[i].dir;
            if (d < 4) {
                int y = candy_maze_step(&kn->grid.opt, cell, d);
                if (y < 0 || kn->grid.opt.wall[y])
                    continue;
                cell = y;
                dir = d;
            }
            kp_advance(x, &nd, cell, dir, depth, -1.0);
            nd.rank = nd.value + kp_attract(x, &nd, depth + 1);
            out[k++] = nd;
        }
    }
    return k;
}

/* model 2's capture penalty for nd's path, from tracked hunters played
 * by the hunter's own program (instead of the planner's goal-directed
 * particles); hunters too far to reach Maki within len turns are skipped */
static double kp_verify(const kp_ctx *x, const kp_node *nd, int len)
{
    const int nverify = KP_VERIFY > 0 ? KP_VERIFY : 1; /* -DKP_VERIFY=0 builds too */
    const candy_know *kn = x->kn;
    double pen = 0;
    int j, reach = (3 * len) / 2 + 1;
    for (j = 0; j < KP_VERIFY; j++) {
        int i = (j * KR_PARTICLES) / nverify, d;
        double known;
        if (kn->grid.dist[x->tr->p[i].cell][kn->maki] > reach)
            continue;
        d = candy_track_rollout(x->tr, kn, i, nd->path, len, &known);
        if (d >= 0)
            pen += x->pen[d] + KP_KNOWN_W; /* caught: known for sure */
        else
            pen += KP_KNOWN_W * known;
    }
    return x->b->wmodel[CANDY_BELIEF_TRACK] * pen / nverify;
}

/* the best leaf per first action, re-scored by kp_verify; the best of them */
static int kp_choose(kp_ctx *x, kp_node *leaves, int n, int len)
{
    int per[CANDY_ACTIONS], a, i, best = -1;
    double best_rank = 0;
    for (a = 0; a < CANDY_ACTIONS; a++)
        per[a] = -1;
    for (i = 0; i < n; i++) {
        a = leaves[i].first;
        if (per[a] < 0 || leaves[i].rank > leaves[per[a]].rank)
            per[a] = i;
    }
    for (a = 0; a < CANDY_ACTIONS; a++) {
        double r;
        if (per[a] < 0)
            continue;
        r = leaves[per[a]].rank;
        if (KP_VERIFY > 0 && x->tracked && x->level <= 0)
            r += leaves[per[a]].cap2 - kp_verify(x, &leaves[per[a]], len);
        if (best < 0 || r > best_rank) {
            best = per[a];
            best_rank = r;
        }
    }
    return best < 0 ? (int)CANDY_ACT_S : (int)leaves[best].first;
}

/* the turn's context: the inputs, the discount powers, the penalty per
 * depth, the particles and the targets */
static void kp_setup(kp_ctx *x, const candy_plan_in *in)
{
    int i;
    x->kn = in->know;
    x->b = in->belief;
    x->tr = in->track;
    x->level = in->level;
    x->oracle = in->oracle;
    x->gpow[0] = 1.0;
    for (i = 1; i < CANDY_CELLS; i++)
        x->gpow[i] = x->gpow[i - 1] * KP_POT_GAMMA;
    for (i = 0; i <= KP_DEPTH; i++)
        x->pen[i] = candy_plan_penalty(x->kn, x->oracle, x->kn->turn + i);
    kp_sample(x);
    kp_targets(x);
}

/* the leaves' ranks: attraction, and the danger unless the game ends first */
static void kp_rank_leaves(const kp_ctx *x, kp_node *leaves, int n, int maxd)
{
    int i;
    for (i = 0; i < n; i++) {
        kp_node *nd = &leaves[i];
        nd->rank = nd->value + kp_attract(x, nd, maxd);
        if (x->kn->turn + maxd - 1 < CANDY_MAX_TURNS)
            nd->rank -= kp_danger(x, nd, maxd);
    }
}

int candy_plan(const candy_plan_in *in)
{
    static const int kp_beams[3] = {KP_BEAM, KP_BEAM_REDUCED, KP_BEAM_MINIMAL};
    static const int kp_depths[3] = {KP_DEPTH, KP_DEPTH_REDUCED, KP_DEPTH_MINIMAL};
    kp_ctx ctx, *x = &ctx; /* about 40 KB of stack */
    kp_node root;
    int lv = in->level < 0 ? 0 : (in->level > 2 ? 2 : in->level);
    int depth, cur = 0, n, maxd = kp_depths[lv];
    kp_setup(x, in);
    kp_root(x, &root);
    if (x->kn->turn + maxd - 1 > CANDY_MAX_TURNS)
        maxd = CANDY_MAX_TURNS - x->kn->turn + 1;
    n = kp_first_layer(x, &root, x->layer[0]);
    for (depth = 1; depth < maxd; depth++) {
        int m = kp_prune(x, x->layer[cur], n, kp_beams[lv]);
        n = kp_expand(x, x->layer[cur], m, x->layer[cur ^ 1], depth);
        cur ^= 1;
    }
    kp_rank_leaves(x, x->layer[cur], n, maxd);
    return kp_choose(x, x->layer[cur], n, maxd);
}
