/*
 * candy_world.c -- game state and the turn order of docs/rules/candy-hunt.md §3; see
 * candy_world.h for the data, the call sequence and the invariants.
 */
#include <string.h>
#include "candy/engine/candy_world.h"

static const char *const cw_reason_names[] = {
    "none", "caught", "turn_limit", "timeout", "illegal", "crash"
};

uint64_t candy_seed_part(uint64_t seed, int purpose)
{
    return rng_mix(seed ^ rng_mix((uint64_t)purpose * 0x632be59bd9b4e019ULL));
}

int candy_seed_n(uint64_t seed)
{
    return CANDY_MIN_N + (int)(candy_seed_part(seed, CANDY_SEED_N) % (CANDY_MAX_N - CANDY_MIN_N + 1));
}

const char *candy_reason_name(int reason)
{
    return (reason >= 0 && reason <= CANDY_END_CRASH) ? cw_reason_names[reason] : "none";
}

static int cw_distance(const candy_world *w, int a, int b)
{
    short dist[CANDY_CELLS];
    candy_maze_bfs(&w->maze, a, dist);
    return dist[b];
}

/* docs/rules/candy-hunt.md §2/§3 step 5: Maki's normal view, what it shows, and the footsteps */
static void cw_refresh_view(candy_world *w)
{
    candy_view v;
    candy_view_cells(&w->maze, w->maki, w->maki_dir, &v);
    candy_memory_see(&w->mem, &w->maze, &v, w->has_candy);
    w->tagger_visible = candy_view_sees(&w->maze, w->maki, w->maki_dir, w->tagger);
    w->footsteps = candy_footsteps(w->table, cw_distance(w, w->maki, w->tagger));
}

void candy_world_init(candy_world *w, const candy_maze *m, int maki, int maki_dir,
                      int tagger, int tagger_dir, const short *candies, int ncandy,
                      const int *table, uint64_t rng_seed_value)
{
    int i;
    memset(w, 0, sizeof *w);
    w->maze = *m;
    w->turn = 1;
    w->maki = maki;
    w->maki_dir = maki_dir & 3;
    w->tagger = tagger;
    w->tagger_dir = tagger_dir & 3;
    w->ate = -1;
    w->respawn = -1;
    if (ncandy > CANDY_MAX_CANDIES)
        ncandy = CANDY_MAX_CANDIES;
    for (i = 0; i < ncandy; i++) {
        w->candy[w->ncandy++] = candies[i];
        w->has_candy[candies[i]] = 1;
    }
    for (i = 0; i < 3; i++)
        w->table[i] = table[i];
    rng_seed(&w->rng, rng_seed_value);
    candy_memory_init(&w->mem, m->n);
    cw_refresh_view(w);
}

void candy_world_setup(candy_world *w, const candy_maze *m, const int *table, uint64_t seed)
{
    short inner[CANDY_CELLS], pool[CANDY_CELLS];
    int ninner = 0, npool = 0, r, c, i, k, maki, tagger, mdir, tdir;
    rng_state rng;
    rng_seed(&rng, candy_seed_part(seed, CANDY_SEED_SETUP));
    for (r = 1; r < m->n - 1; r++)
        for (c = 1; c < m->n - 1; c++)
            if (!m->wall[CANDY_CELL(r, c)])
                inner[ninner++] = (short)CANDY_CELL(r, c);
    i = (int)rng_below(&rng, (uint32_t)ninner);
    maki = inner[i];
    inner[i] = inner[--ninner];
    tagger = inner[rng_below(&rng, (uint32_t)ninner)];
    mdir = (int)rng_below(&rng, 4);
    tdir = (int)rng_below(&rng, 4);
    for (r = 0; r < m->n; r++)
        for (c = 0; c < m->n; c++) {
            int cell = CANDY_CELL(r, c);
            if (!m->wall[cell] && cell != maki && cell != tagger)
                pool[npool++] = (short)cell;
        }
    k = candy_count_for(candy_maze_inner_passages(m));
    for (i = 0; i < k && i < npool; i++) { /* partial Fisher-Yates: K distinct cells */
        int j = i + (int)rng_below(&rng, (uint32_t)(npool - i));
        short t = pool[i];
        pool[i] = pool[j];
        pool[j] = t;
    }
    candy_world_init(w, m, maki, mdir, tagger, tdir, pool, i, table, 0);
    w->rng = rng; /* the same stream serves the respawns */
}

/* Step 1: remove the candy at cell if there is one; 1 if there was. */
static int cw_eat(candy_world *w, int cell)
{
    int i;
    if (cell < 0 || !w->has_candy[cell])
        return 0;
    w->has_candy[cell] = 0;
    for (i = 0; i < w->ncandy; i++)
        if (w->candy[i] == cell) {
            w->candy[i] = w->candy[--w->ncandy];
            break;
        }
    return 1;
}

/* docs/rules/candy-hunt.md §3 step 2: a uniform passage holding no Maki, tagger or candy */
static int cw_respawn(candy_world *w)
{
    short pool[CANDY_CELLS];
    int npool = 0, r, c, cell;
    for (r = 0; r < w->maze.n; r++)
        for (c = 0; c < w->maze.n; c++) {
            cell = CANDY_CELL(r, c);
            if (!w->maze.wall[cell] && cell != w->maki && cell != w->tagger && !w->has_candy[cell])
                pool[npool++] = (short)cell;
        }
    if (npool == 0)
        return -1;
    cell = pool[rng_below(&w->rng, (uint32_t)npool)];
    w->has_candy[cell] = 1;
    w->candy[w->ncandy++] = (short)cell;
    return cell;
}

static void cw_catch_check(candy_world *w)
{
    if (w->maki == w->tagger) {
        w->over = 1;
        w->caught = 1;
        w->reason = CANDY_END_CAUGHT;
        w->end_turn = w->turn;
    }
}

/* a move action: face dir, step if the cell ahead is an inside passage */
static int cw_move(const candy_maze *m, int cell, int dir)
{
    int nx = candy_maze_step(m, cell, dir);
    return (nx >= 0 && !m->wall[nx]) ? nx : cell;
}

int candy_world_maki(candy_world *w, int action)
{
    candy_view v;
    if (w->over)
        return 1;
    w->ate = -1;
    w->respawn = -1;
    w->tagger_done = 0;
    w->tagger_looked = 0;
    w->maki_looked = action == CANDY_ACT_O;
    if (action >= CANDY_U && action <= CANDY_L) {
        w->maki_dir = action;
        w->maki = cw_move(&w->maze, w->maki, action);
    }
    /* steps 1-2: eat, then respawn elsewhere (never on Maki, tagger, candy) */
    if (cw_eat(w, w->maki)) {
        w->score++;
        w->ate = w->maki;
        w->respawn = cw_respawn(w);
    }
    /* step 3: the view after the action, then the capture check */
    if (w->maki_looked)
        candy_view_around(&w->maze, w->maki, &v);
    else
        candy_view_cells(&w->maze, w->maki, w->maki_dir, &v);
    candy_memory_see(&w->mem, &w->maze, &v, w->has_candy);
    cw_catch_check(w);
    return w->over;
}

int candy_world_tagger_due(const candy_world *w)
{
    return (w->turn % 2 == 0) ? 2 : 1;
}

void candy_world_tagger_obs(const candy_world *w, candy_tagger_obs *o)
{
    o->turn = w->turn;
    o->k = w->tagger_done + 1;
    o->cell = w->tagger;
    o->dir = w->tagger_dir;
    o->looked = w->tagger_looked;
    o->seen = w->tagger_looked ? candy_view_sees_around(&w->maze, w->tagger, w->maki)
                               : candy_view_sees(&w->maze, w->tagger, w->tagger_dir, w->maki);
    o->maki_seen = o->seen ? w->maki : -1;
    o->steps = candy_footsteps(w->table, cw_distance(w, w->tagger, w->maki));
    o->maki_true = w->maki;
}

int candy_world_tagger(candy_world *w, int action)
{
    if (w->over)
        return 1;
    if (action >= CANDY_U && action <= CANDY_L) {
        w->tagger_dir = action;
        w->tagger = cw_move(&w->maze, w->tagger, action);
    }
    w->tagger_looked = action == CANDY_ACT_O;
    w->tagger_done++;
    cw_catch_check(w);
    return w->over;
}

void candy_world_end_turn(candy_world *w)
{
    if (w->over)
        return;
    cw_refresh_view(w);
    w->tagger_looked = 0;
    if (w->turn >= CANDY_MAX_TURNS) {
        w->over = 1;
        w->reason = CANDY_END_TURN_LIMIT;
        w->end_turn = w->turn;
    } else {
        w->turn++;
    }
}

int candy_world_play_turn(candy_world *w, int maki_action, candy_tagger *t)
{
    candy_tagger_obs o;
    int k, due;
    if (candy_world_maki(w, maki_action))
        return 1;
    due = candy_world_tagger_due(w);
    for (k = 0; k < due; k++) {
        candy_world_tagger_obs(w, &o);
        if (candy_world_tagger(w, candy_tagger_act(t, &w->maze, &o)))
            return 1;
    }
    candy_world_end_turn(w);
    return w->over;
}

void candy_world_fail(candy_world *w, int reason)
{
    w->over = 1;
    w->caught = 0;
    w->score = 0;
    w->reason = reason;
    w->end_turn = w->turn;
}

void candy_world_map(const candy_world *w, char rows[][CANDY_MAX_N + 1])
{
    candy_memory_map(&w->mem, w->maki, w->tagger_visible ? w->tagger : -1, rows);
}

void candy_world_true_map(const candy_world *w, char rows[][CANDY_MAX_N + 1])
{
    int r, c, n = w->maze.n;
    for (r = 0; r < n; r++) {
        for (c = 0; c < n; c++) {
            int cell = CANDY_CELL(r, c);
            char ch = w->maze.wall[cell] ? '#' : (w->has_candy[cell] ? 'C' : '.');
            if (cell == w->tagger)
                ch = w->has_candy[cell] ? 'X' : 'H';
            if (cell == w->maki)
                ch = 'P';
            rows[r][c] = ch;
        }
        rows[r][n] = '\0';
    }
}
