/*
 * arena_stats.h -- the arena's statistics, pure functions of counts.
 *
 * Sakura Duel is measured the way fastchess and fishtest measure engines:
 * every seed is played twice with sides swapped (a pair), and a pair scores
 * 0, 1/2, 1, 3/2 or 2 points for the first bot.  The five counts of those
 * outcomes (the pentanomial, fastchess's "Ptnml(0-2)", ordered LL, LD,
 * WL+DD, WD, WW) are the sample: pairs are independent, the two games of a
 * pair are not.  From them:
 *
 *   mu      mean score per game = mean of (pair points / 2), values i/4;
 *   var     variance of that per-pair score; its standard error is
 *           sqrt(var / pairs);
 *   Elo     logistic: -400 log10(1/mu - 1); the 95% interval maps
 *           mu -/+ 1.96 se through the same curve and reports half its
 *           width (fastchess's "+/-").  The half-width is +inf when that
 *           interval reaches a 0% or 100% score, and also when var is 0
 *           (one pair, or every pair alike): a sample without spread does
 *           not bound the error, so it is never printed as 0.  An even
 *           score is Elo +0, never -0;
 *   nElo    normalised Elo: (mu - 0.5) / sigma_game * 800/ln 10, with the
 *           per-game sigma = sqrt(2 var) (a pair averages two games);
 *           its 95% half-width is 1.96 * 800/ln 10 / sqrt(games);
 *   LOS     P(true mu > 0.5) under the normal approximation:
 *           Phi((mu - 0.5) / se);
 *   LLR     fishtest's generalised SPRT log-likelihood ratio for
 *           nElo = nelo1 against nelo0 (LLRcalc.LLR_normalized): zero counts
 *           replaced by 1e-3, the maximum-likelihood pentanomial under each
 *           hypothesis on the t-value (mu - 0.5)/sigma_pair = sqrt2 * nt,
 *           LLR = pairs * sum p_i ln(q1_i / q0_i).  Bounds ln(beta/(1-alpha))
 *           and ln((1-beta)/alpha).
 *
 * Ranking (a round robin): a bot's pairs against every opponent, each
 * seen from its side (arena_penta_mirror turns B's view of A-B into A's),
 * pooled into one pentanomial and summarised as above: its Elo against the
 * average opponent it met, with the same interval.
 *
 * Candy Hunt scores are plain samples: mean +/- t(0.975, n-1) * s/sqrt(n),
 * for one bot or for the paired differences of two bots on the same seeds.
 * The ratio of two bots' means on the same seeds (x, y paired per seed),
 * R = mean x / mean y, gets the delta method's interval:
 *   var R ~= (s_xx - 2 R s_xy + R^2 s_yy) / (n * mean(y)^2),
 *   R +/- t(0.975, n-1) * sqrt(var R),
 * with s_xx, s_yy, s_xy the sample (co)variances (n - 1): the ratio is
 * NaN when mean y is 0, its half-width also when n < 2.
 *
 * Degenerate inputs never crash: an Elo of a 0% or 100% score is -/+inf,
 * a statistic of no data is NaN (printed as "-", written to JSON as null).
 */
#ifndef ARENA_STATS_H
#define ARENA_STATS_H

#define ARENA_Z975 1.959963984540054 /* standard normal 97.5% quantile */
#define ARENA_NELO_PER_NT 347.43558552260146 /* 800 / ln 10 */

/* pentanomial slots: pair points for the first bot, in halves */
enum { ARENA_P_LL = 0, ARENA_P_LD, ARENA_P_WLDD, ARENA_P_WD, ARENA_P_WW, ARENA_P_N };

typedef struct arena_penta_stats {
    long long pairs;
    double mu;        /* mean score per game, 0..1 */
    double var;       /* variance of the per-pair score (values i/4) */
    double elo, elo_err;     /* logistic Elo and 95% half-width */
    double nelo, nelo_err;   /* normalised Elo and 95% half-width */
    double los;       /* likelihood of superiority, 0..1; NaN without spread (var 0) */
} arena_penta_stats;

/* logistic Elo difference of a mean score (inf at 0 and 1, NaN outside) */
double arena_elo_from_score(double score);
/* summary of pentanomial counts (all NaN when there are no pairs) */
void arena_penta_summarise(const long long counts[ARENA_P_N], arena_penta_stats *out);
/* the counts seen from the other bot: LL <-> WW, LD <-> WD */
void arena_penta_mirror(const long long in[ARENA_P_N], long long out[ARENA_P_N]);
/* fishtest LLR_normalized for pentanomial counts; NaN if it cannot be
 * computed.  nelo0/nelo1 in normalised Elo. */
double arena_sprt_llr(const long long counts[ARENA_P_N], double nelo0, double nelo1);
/* fishtest LLR_normalized_alt (the closed-form approximation), a check */
double arena_sprt_llr_approx(const long long counts[ARENA_P_N], double nelo0, double nelo1);
void arena_sprt_bounds(double alpha, double beta, double *lower, double *upper);
/* two-sided 95% quantile of Student's t with df degrees of freedom */
double arena_t975(long long df);

/* running sample of doubles: mean and 95% half-width (NaN if n < 2) */
typedef struct arena_sample {
    long long n;
    double sum, sumsq;
} arena_sample;

void arena_sample_add(arena_sample *s, double x);
double arena_sample_mean(const arena_sample *s);
double arena_sample_ci(const arena_sample *s);

/* running paired sample (x, y): the ratio of the means and its 95%
 * half-width by the delta method (above) */
typedef struct arena_pair {
    long long n;
    double sx, sy, sxx, syy, sxy;
} arena_pair;

void arena_pair_add(arena_pair *p, double x, double y);
/* mean x / mean y (NaN if mean y is 0); *half its 95% half-width */
double arena_pair_ratio(const arena_pair *p, double *half);

#endif
