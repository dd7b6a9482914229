/*
 * sakura_ai_tune.h -- every tuning constant of the Sakura Duel AI, in one
 * place.  Units: evaluation "points" are roughly health points; the
 * evaluation maps points to a value in (-1, 1) with tanh, so "value units"
 * span 2 from a loss to a win.  Times are milliseconds of wall time.
 *
 * Each constant has its own #ifndef, so `-DNAME=VALUE` overrides exactly
 * that one, and a comment saying why it has this value and the range it
 * stays meaningful in (`Range: LO..HI`: outside it something breaks, as
 * the comment says).  `make tune-values` prints the values in force;
 * `scripts/tune-values.sh --check -DNAME=VALUE ...` checks a tuning run's
 * overrides against the ranges.  The board facts the ranges lean on: a
 * 7x7 courtyard (Manhattan distances 0..12), 60 turns, 10 health, 10
 * blessings win, at most SAKURA_MAX_PAIRS = 1089 legal pairs a player.
 */
#ifndef SAKURA_AI_TUNE_H
#define SAKURA_AI_TUNE_H

/* ---- evaluation (sakura_eval.c) ----
 * The hand-set weights.  The bot plays with the weights of
 * sakura_eval_weights.h, fitted to game outcomes with these as the prior
 * (scripts/fit-sakura-eval.py, docs/sakura-ai.md "Evaluation"); these
 * themselves count in a header written with --neutral, and in
 * bin/sakura-evalgen-hand (the shipped data's generator, built from a
 * pinned revision).  SK_EV_BLESS_KNEE, SK_EV_VEIN_DMAX,
 * SK_EV_NEAR_DIST and SK_EV_THREAT_OUT define the features and always
 * count. */

/* Points -> tanh argument at turn 1: a 3-point lead reads about 0.45, so
 * positions stay apart.  Above 1 such a lead already reads 0.995, as good
 * as a won game (+1); 0 flattens every position.  Range: 0.01..1 */
#ifndef SK_EV_SCALE
#define SK_EV_SCALE        0.16
#endif

/* Added to the scale linearly up to turn 60: a late lead is harder to
 * undo.  Negative would make late leads count less; the sum with
 * SK_EV_SCALE should stay under about 1 (see above).  Range: 0..1 */
#ifndef SK_EV_SCALE_LATE
#define SK_EV_SCALE_LATE   0.16
#endif

/* Extra loss for health <= 3: one Charge (3 damage) kills.  Negative would
 * reward low health; above 5 (half the starting health) one hit near the
 * threshold outweighs every other term but a big lead.  Range: 0..5 */
#ifndef SK_EV_LOW_HP3
#define SK_EV_LOW_HP3      1.5
#endif

/* Extra loss for health <= 2: any hit kills.  As SK_EV_LOW_HP3.
 * Range: 0..5 */
#ifndef SK_EV_LOW_HP2
#define SK_EV_LOW_HP2      1.5
#endif

/* Points per blessing (10 win the game), a little over one health point.
 * Negative would make the AI avoid the vein.  Range: 0..5 */
#ifndef SK_EV_BLESS
#define SK_EV_BLESS        1.3
#endif

/* Extra points per blessing above SK_EV_BLESS_KNEE: near 10 each one is
 * closer to a win.  Negative would make the lead count less as it nears
 * the win.  Range: 0..5 */
#ifndef SK_EV_BLESS_HIGH
#define SK_EV_BLESS_HIGH   0.6
#endif

/* Blessings from which SK_EV_BLESS_HIGH counts: half-way to the 10 that
 * win.  At 10 or more the extra never counts (the game is over).
 * Range: 0..10 */
#ifndef SK_EV_BLESS_KNEE
#define SK_EV_BLESS_KNEE   5
#endif

/* Points for standing on the vein: a blessing per turn there.
 * Range: 0..5 */
#ifndef SK_EV_ON_VEIN
#define SK_EV_ON_VEIN      0.9
#endif

/* Points lost per cell of Manhattan distance to the vein, up to
 * SK_EV_VEIN_DMAX cells: pulls towards the vein without outweighing
 * health.  Negative would push away from it.  Range: 0..1 */
#ifndef SK_EV_VEIN_DIST
#define SK_EV_VEIN_DIST    0.22
#endif

/* Distance to the vein beyond which it no longer matters (about half the
 * courtyard).  At 0 every position would get SK_EV_ON_VEIN; above 12 (the
 * largest distance) there is no cap.  Range: 1..12 */
#ifndef SK_EV_VEIN_DMAX
#define SK_EV_VEIN_DMAX    6
#endif

/* Points lost on the border when the opponent is near: one push puts us
 * out.  Range: 0..5 */
#ifndef SK_EV_EDGE_BORDER
#define SK_EV_EDGE_BORDER  1.2
#endif

/* Points lost one cell in from the border, opponent near: a Charge (push
 * 2) puts us out.  Range: 0..5 */
#ifndef SK_EV_EDGE_NEXT
#define SK_EV_EDGE_NEXT    0.45
#endif

/* Share of the border losses kept when the opponent is far: it needs a
 * turn to come.  Above 1 a far opponent would count more than a near one.
 * Range: 0..1 */
#ifndef SK_EV_EDGE_FAR
#define SK_EV_EDGE_FAR     0.3
#endif

/* Manhattan distance counted as "near" for the border losses: Charge's
 * reach (a Move, then two cells).  12 is the largest distance.
 * Range: 1..12 */
#ifndef SK_EV_NEAR_DIST
#define SK_EV_NEAR_DIST    4
#endif

/* Points for Charge being ready (off cooldown) after the turn: the
 * strongest attack (3 damage, push 2).  Range: 0..2 */
#ifndef SK_EV_CD_CHARGE
#define SK_EV_CD_CHARGE    0.35
#endif

/* Points for Guard being ready: the answer to an attack.  Range: 0..2 */
#ifndef SK_EV_CD_GUARD
#define SK_EV_CD_GUARD     0.25
#endif

/* Points for Thrust being ready (2 damage).  Range: 0..2 */
#ifndef SK_EV_CD_THRUST
#define SK_EV_CD_THRUST    0.15
#endif

/* Points for Sweep being ready (2 damage, push 1).  Range: 0..2 */
#ifndef SK_EV_CD_SWEEP
#define SK_EV_CD_SWEEP     0.15
#endif

/* Points for Shatter being ready (2 damage, push 1, one cell).
 * Range: 0..2 */
#ifndef SK_EV_CD_SHATTER
#define SK_EV_CD_SHATTER   0.12
#endif

/* Points for Flash Step being ready (the diagonal escape).  Range: 0..2 */
#ifndef SK_EV_CD_FLASH
#define SK_EV_CD_FLASH     0.12
#endif

/* Share of each side's best next-turn threat (damage-equivalent) counted:
 * a threat is not a hit, the victim may answer.  Above 1 a threat would
 * count more than the hit itself.  Range: 0..1 */
#ifndef SK_EV_THREAT
#define SK_EV_THREAT       0.30
#endif

/* Damage-equivalent of a ring-out threat (a push that would put the
 * victim out, which loses the game).  Below 3 it would count less than a
 * plain Charge hit.  Range: 3..20 */
#ifndef SK_EV_THREAT_OUT
#define SK_EV_THREAT_OUT   6.0
#endif

/* ---- plain material evaluation (sakura_eval.c, opponent model only) ----
 * The SIMPLE expert's guess of how a one-ply bot scores a position: the
 * kind of terms sakura-greedy uses, in health points. */

/* Score of a won end (a lost one is minus it).  It must stay above any
 * ordinary score (at most about 35: 9 health, 9 blessings, vein and border
 * terms), or a win could rank below a lead.  Range: 50..1000 */
#ifndef SK_MAT_WIN
#define SK_MAT_WIN         100.0
#endif

/* Score of a drawn end: one-ply bots count a draw as a heavy loss.  It
 * must lie between a loss (-SK_MAT_WIN) and an even position.
 * Range: -100..0 */
#ifndef SK_MAT_DRAW
#define SK_MAT_DRAW        (-25.0)
#endif

/* Score per blessing of lead.  Negative would model bots that flee the
 * vein.  Range: 0..10 */
#ifndef SK_MAT_BLESS
#define SK_MAT_BLESS       2.5
#endif

/* Score lost per cell of the bot's own distance to the vein.
 * Range: 0..2 */
#ifndef SK_MAT_VEIN_MINE
#define SK_MAT_VEIN_MINE   0.4
#endif

/* Score gained per cell of its opponent's distance to the vein.
 * Range: 0..2 */
#ifndef SK_MAT_VEIN_THEIRS
#define SK_MAT_VEIN_THEIRS 0.2
#endif

/* Manhattan distance within which the border terms count (pushes
 * threaten).  0: only on the same cell (never); 12: always.
 * Range: 0..12 */
#ifndef SK_MAT_REACH
#define SK_MAT_REACH       3
#endif

/* Score lost per border the bot's own cell touches (0..2) within reach.
 * Range: 0..5 */
#ifndef SK_MAT_EDGE_MINE
#define SK_MAT_EDGE_MINE   0.8
#endif

/* Score gained per border its opponent's cell touches within reach.
 * Range: 0..5 */
#ifndef SK_MAT_EDGE_THEIRS
#define SK_MAT_EDGE_THEIRS 0.4
#endif

/* ---- candidate pruning (sakura_cand.c) ---- */

/* Candidates per player in the root matrix: wide enough for the best pair
 * of each first-action kind plus the best others; 26 beat 22 at fixed work
 * (docs/lab/sakura-ai.md: fewer winning pairs pruned).  The rows and
 * columns hold SK_MAX_K, so more would overflow them (and leave the double
 * oracle no room): at most SK_MAX_K, checked at the end of this header.
 * Range: 1..128 */
#ifndef SK_CAND_K
#define SK_CAND_K          26
#endif

/* Probe replies each pair is scored against ("0 0", then the other's best
 * distinct pairs); 3 were no better.  At least the "0 0" one; each costs
 * about 2,000 evaluations (all pairs of both players), so at 8 the pruning
 * alone takes most of a typical turn (about 24,000).  Range: 1..8 */
#ifndef SK_CAND_PROBES
#define SK_CAND_PROBES     4
#endif

/* Pair score = (1-w) * mean + w * min over the probes: half the weight on
 * the worst reply, so pairs that lose to one reply fall.  A share, so
 * 0..1.  Range: 0..1 */
#ifndef SK_CAND_MIN_W
#define SK_CAND_MIN_W      0.5
#endif

/* Matrix dimension cap: SK_CAND_K plus the pairs the double oracle, the
 * model, the refutations and the safe pairs add, so at least SK_CAND_K
 * (checked at the end of this header).  The solver and three stack frames
 * hold K x K doubles, and a solve costs K^2 x SK_RM_ITERS, so beyond 128
 * one solve outlasts a turn.  Range: 1..128 */
#ifndef SK_MAX_K
#define SK_MAX_K           48
#endif

/* ---- matrix solving (sakura_rm.c) ---- */

/* RM+ iterations per solve: close to the
 * equilibrium of the root game (SK_CAND_K pairs a side) for about
 * 2 x SK_CAND_K^2 x SK_RM_ITERS multiply-adds.  Below 10 the
 * strategies are far from equilibrium; beyond 5000 the root solves alone
 * take a turn's budget.  Range: 10..5000 */
#ifndef SK_RM_ITERS
#define SK_RM_ITERS        600
#endif

/* Strategy weight below which an action is not played (nor checked by the
 * immediate-loss filter); when every weight is under it the heaviest
 * action is played.  The equilibrium hedges against an opponent that
 * plays the equilibrium too; the field's searchers do not, and the light
 * rows cost value against them: each step from 0.04 up to 0.3 won its
 * GSPRT.  At 0.5 and above play is the argmax and an opponent model reads
 * it (docs/lab/sakura-ai.md).  The worst-case bounds of SK_SAFE_EPS and
 * SK_LETHAL_DELTA are taken on the whole strategy, not on the rows
 * played, which measured worse.  Range: 0..0.5 */
#ifndef SK_PLAY_MIN_PROB
#define SK_PLAY_MIN_PROB   0.3
#endif

/* ---- search (sakura_ai.c) ---- */

/* Double-oracle rounds at the root; each checks every legal pair of both
 * players and adds at most one per side.  Beyond SK_MAX_K - SK_CAND_K -
 * SK_MODEL_ADD - SK_SAFE_ROUNDS = 15 the columns may use up the room of
 * the model's pairs and the refutations (those are then skipped); beyond
 * SK_MAX_K - SK_CAND_K = 22 nothing more fits.  Range: 0..22 */
#ifndef SK_DO_ROUNDS
#define SK_DO_ROUNDS       2
#endif

/* Double-oracle rounds allowed when the budget is large: rounds beyond
 * SK_DO_ROUNDS run only while less than SK_DO_SHARE of the turn's budget
 * is spent, so the oracle is what grows with the budget: with
 * SK_DO_SHARE 0.8 this won its GSPRTs at fixed work and in play
 * (docs/lab/sakura-ai.md).  At SK_DO_ROUNDS the oracle does not grow with
 * the budget; the same bound as SK_DO_ROUNDS.  Range: 0..22 */
#ifndef SK_DO_ROUNDS_MAX
#define SK_DO_ROUNDS_MAX   16
#endif

/* Share of the turn's budget (evaluations or time) under which an extra
 * double-oracle round may start; the model, the exploitation and the
 * filter need the rest (the model's experts alone ~6,600 evaluations).
 * At 0 no extra round; at 1 the oracle could take the whole budget.
 * Range: 0..1 */
#ifndef SK_DO_SHARE
#define SK_DO_SHARE        0.8
#endif

/* Minimum gain (value units) for the oracle to add a pair: below it the
 * gain is RM+ noise.  Negative would add pairs that do not improve;
 * beyond 0.1 the oracle would hardly ever add one.  Range: 0..0.1 */
#ifndef SK_DO_EPS
#define SK_DO_EPS          0.004
#endif

/* Strategy mass a column needs to count in the oracle's best response
 * (the rest is skipped to save evaluations).  At most 1/SK_MAX_K = 0.0208,
 * so that the heaviest column always counts; above it every pair could
 * score 0.  Range: 0..0.02 */
#ifndef SK_DO_SUPPORT
#define SK_DO_SUPPORT      0.02
#endif

/* ---- opponent model (sakura_model.c, sakura_ai.c) ---- */

/* Confidence below which the equilibrium is played (and the costly
 * experts may rest): a small lean adds noise, not gain.  Above
 * SK_MODEL_P_CAP the model would never be used.  Range: 0..0.85 */
#ifndef SK_MODEL_MIN_CONF
#define SK_MODEL_MIN_CONF  0.1
#endif

/* GREEDY + SIMPLE mixture weight under which those experts rest (they cost
 * ~6,600 evaluations a turn): the opponent is no one-ply player.  A sum
 * of weights, so 0 (never rest) ..1.  Range: 0..1 */
#ifndef SK_MODEL_DORMANT_W
#define SK_MODEL_DORMANT_W 0.02
#endif

/* Resting experts are re-scored every this many turns, in case the
 * opponent changes.  A divisor (0 divides by zero); beyond 60 turns they
 * would never wake.  Range: 1..60 */
#ifndef SK_MODEL_WAKE
#define SK_MODEL_WAKE      4
#endif

/* Most likely opponent pairs (by the model) added to the matrix, so that
 * both the equilibrium and the exploitation face them.  At least 1 (an
 * array size); at most the room SK_MAX_K leaves beyond SK_CAND_K.
 * Checked at the end of this header.  Range: 1..128 */
#ifndef SK_MODEL_ADD
#define SK_MODEL_ADD       4
#endif

/* 1: the pairs added by SK_MODEL_ADD are the likeliest by the Bayesian
 * posterior's mixture (the one-ply filter's), 0: by the mixture's own
 * slow-learning weights, which step 5 samples.  With 0 the AI scores
 * about 1.3 points less against searchers that model their opponent (our
 * frozen versions), and the same against the peers and itself
 * (docs/lab/sakura-ai.md).  A switch.  Range: 0..1 */
#ifndef SK_MODEL_ADD_POST
#define SK_MODEL_ADD_POST  1
#endif

/* Opponent pairs sampled from the prediction for the exploiting column:
 * 48 were no better.  At least 1 (an array size); each costs one
 * evaluation per row.  Range: 1..256 */
#ifndef SK_MODEL_SAMPLES
#define SK_MODEL_SAMPLES   16
#endif

/* Largest weight of the exploiting matrix: never bet everything on the
 * model.  A blend weight: above 1 the equilibrium matrix would get a
 * negative weight.  Range: 0..1 */
#ifndef SK_MODEL_P_CAP
#define SK_MODEL_P_CAP     0.85
#endif

/* Nats per turn by which the mixture must out-predict the EQ expert for
 * full confidence.  A divisor, so above 0; SK_MODEL_SMOOTH keeps the EQ
 * expert's log-probability of any pair above about -9, so beyond 10 full
 * confidence is out of reach.  Range: 0.05..10 */
#ifndef SK_MODEL_GAIN_FULL
#define SK_MODEL_GAIN_FULL 1.0
#endif

/* Nats per turn by which the mixture out-predicts the EQ expert that earn
 * no confidence: the slow learner (SK_MODEL_EG_RATE) beats EQ by a median
 * of 0.25 a turn against duct in logged games where the Bayesian mixture
 * beat it by 0.01, so this keeps a searcher's confidence where it was;
 * against camper and greedy the median edge is 2.1.  Beyond 3 no logged
 * opponent's median clears it.  Range: 0..3 */
#ifndef SK_MODEL_GAIN_FREE
#define SK_MODEL_GAIN_FREE 0.25
#endif

/* Weight, in observations, of the prior confidence SK_MODEL_P_PRIOR.  At
 * 0 the confidence before any observation is 0/0; the decayed count of
 * observations never passes 1/(1-SK_MODEL_FORGET) = 33, so beyond 60 the
 * prior would never give way.  Range: 0.1..60 */
#ifndef SK_MODEL_WARMUP
#define SK_MODEL_WARMUP    1
#endif

/* Confidence before any observation: one-ply bots are the commonest
 * opponents.  Above SK_MODEL_P_CAP the prior would exceed the cap.
 * Range: 0..0.85 */
#ifndef SK_MODEL_P_PRIOR
#define SK_MODEL_P_PRIOR   0.3
#endif

/* Head start (nats) of the one-ply experts (PASSIVE, GREEDY, SIMPLE,
 * CAUTIOUS): the commonest opponents.  It decays by SK_MODEL_FORGET a
 * turn; beyond 10 they would outweigh a searcher's evidence for most of a
 * game.  Range: 0..10 */
#ifndef SK_MODEL_PRIOR_LL
#define SK_MODEL_PRIOR_LL  3.0
#endif

/* Share of the EQ expert's mass spread uniformly over all legal pairs
 * (SK_MODEL_SMOOTH already mixes uniform into every expert).  A share.
 * Range: 0..1 */
#ifndef SK_MODEL_EQ_EPS
#define SK_MODEL_EQ_EPS    0.0
#endif

/* Softmax temperature of the PASSIVE and GREEDY experts, in value units:
 * one-ply bots nearly always play their top pairs.  A divisor, so above
 * 0; values span 2, so beyond 1 the softmax is nearly uniform.
 * Range: 0.001..1 */
#ifndef SK_MODEL_GREEDY_T
#define SK_MODEL_GREEDY_T  0.02
#endif

/* Replies (first "0 0", then random ones) the GREEDY and SIMPLE experts
 * score each opponent pair against, like a one-ply bot; 4 were no better.
 * At least 1 (a divisor); the probe array holds SK_MODEL_FINAL_PROBES.
 * Range: 1..16 */
#ifndef SK_MODEL_RANDOM_PROBES
#define SK_MODEL_RANDOM_PROBES 6
#endif

/* Share of the worst reply in a modelled greedy score (the rest the mean):
 * sakura-greedy adds 0.3 of its worst outcome.  A share.  Range: 0..1 */
#ifndef SK_MODEL_GREEDY_MIN_W
#define SK_MODEL_GREEDY_MIN_W 0.3
#endif

/* SIMPLE expert: the best pairs re-scored against SK_MODEL_FINAL_PROBES
 * more random replies, as sakura-greedy's second pass does.  At least 1
 * (an array size); each costs SK_MODEL_FINAL_PROBES evaluations.
 * Range: 1..200 */
#ifndef SK_MODEL_FINALISTS
#define SK_MODEL_FINALISTS 40
#endif

/* Random replies the finalists are re-scored against.  It sizes the probe
 * array SK_MODEL_RANDOM_PROBES also uses, so at least that (6).
 * Range: 6..64 */
#ifndef SK_MODEL_FINAL_PROBES
#define SK_MODEL_FINAL_PROBES 16
#endif

/* Points the non-finalists fall behind the finalists (10 temperatures of
 * SK_MODEL_SIMPLE_T: a greedy bot's second pass never picks them).
 * Negative would rank them above the finalists.  Range: 0..100 */
#ifndef SK_MODEL_NON_FINALIST
#define SK_MODEL_NON_FINALIST 3.0
#endif

/* Learning rate of the mixture's weights (exponentiated gradient on its
 * log-loss): after each observed pair every weight is scaled by (its
 * expert's probability of the pair / the mixture's) to this power, from
 * the Bayesian prior (SK_MODEL_PRIOR_LL).  At 1 it is Bayesian model
 * averaging without forgetting, which commits to one expert too soon.
 * Replayed on 1,711 logged games (scripts/lab/sakura-model-weights.py),
 * 0.1 predicted best of 0.05-0.3 summed over camper, duct and greedy, and
 * 0.02-0.61 nats a turn better than the decayed Bayesian weights against
 * each of six opponents.  0: the mixture uses the decayed Bayesian
 * weights (post_w) instead.  Range: 0..1 */
#ifndef SK_MODEL_EG_RATE
#define SK_MODEL_EG_RATE   0.1
#endif

/* Softmax temperature of the SIMPLE expert, in material points.  A
 * divisor, so above 0; beyond 10 it is nearly uniform.  Range: 0.01..10 */
#ifndef SK_MODEL_SIMPLE_T
#define SK_MODEL_SIMPLE_T  0.3
#endif

/* Share of uniform mixed into every expert: one surprise must not wipe out
 * an expert that is usually right.  At 1 every expert is uniform.
 * Range: 0..1 */
#ifndef SK_MODEL_SMOOTH
#define SK_MODEL_SMOOTH    0.2
#endif

/* Softmax temperature of the CAUTIOUS expert (scores against our likely
 * replies), in value units.  A divisor, so above 0; beyond 1 nearly
 * uniform.  Range: 0.001..1 */
#ifndef SK_MODEL_CAUTIOUS_T
#define SK_MODEL_CAUTIOUS_T 0.04
#endif

/* Category-count smoothing (pseudo-counts) of the CAT and TRANS experts:
 * a few observations must not make a category certain.  At 0 the prior
 * before any observation is 0/0.  Range: 0.01..10 */
#ifndef SK_MODEL_DIRICHLET
#define SK_MODEL_DIRICHLET 0.5
#endif

/* The CAT and TRANS experts' counts in one context are smoothed toward the
 * counts of all contexts with SK_MODEL_DIRICHLET times this many
 * pseudo-counts in all, spread by the all-context distribution: a context
 * seen a few times leans on the opponent's habits elsewhere.  0 trusts a
 * context's own counts alone.  Range: 0..100 */
#ifndef SK_MODEL_CTX_PULL
#define SK_MODEL_CTX_PULL  4
#endif

/* The contexts' distance bands (Manhattan distance between the players):
 * within SK_MODEL_NEAR_DIST one turn's Charge or Flash Step can reach,
 * within SK_MODEL_MID_DIST the next turn's; farther is the approach.
 * At most SK_MODEL_MID_DIST.  Range: 0..12 */
#ifndef SK_MODEL_NEAR_DIST
#define SK_MODEL_NEAR_DIST 2
#endif

/* The middle band's outer edge, as above.  Range: 0..12 */
#ifndef SK_MODEL_MID_DIST
#define SK_MODEL_MID_DIST  4
#endif

/* Smallest probability an expert may give a pair, and smallest weight the
 * mixture's slow learner keeps for an expert: one surprise costs at most
 * -log of it (13.8 nats), so no expert is erased for good.  Above
 * 1 / SAKURA_MAX_PAIRS it would flatten every expert.  Range: 1e-12..1e-4 */
#ifndef SK_MODEL_FLOOR
#define SK_MODEL_FLOOR     1e-6
#endif

/* Per-turn decay of the experts' log-likelihoods: recent turns say more
 * about an opponent that changes plans.  Above 1 old turns would grow.
 * Range: 0..1 */
#ifndef SK_MODEL_FORGET
#define SK_MODEL_FORGET    0.97
#endif

/* Refuting replies tried (each joins the matrix, the blend is solved
 * again) before giving up exploiting: each round costs a solve and a scan
 * of all legal replies.  0 never exploits.  Each takes a column of
 * SK_MAX_K.  Range: 0..10 */
#ifndef SK_SAFE_ROUNDS
#define SK_SAFE_ROUNDS     3
#endif

/* Worst-case loss (value units) allowed when exploiting, against the
 * matrix and every legal reply: bounds what exploitation risks against
 * an opponent that is not what the model thinks.  Values span 2, so 2
 * means no bound.  Range: 0..2 */
#ifndef SK_SAFE_EPS
#define SK_SAFE_EPS        0.2
#endif

/* The exploitation audit (sakura_ai.h): step 5's blend is played while
 * this game's sum of what the blends found would have gained over the
 * equilibrium, against the pairs the opponent then played, less
 * SK_AUDIT_TOLL per scored blend, is at least SK_AUDIT_FLOOR (value
 * units; a game starts at 0, so the first blend is played).  Under
 * equilibrium play the gain a turn is, mean (sd): duct -0.018 (0.067),
 * depth2 -0.009 (0.068), greedy +0.152 (0.301), camper +0.243 (0.404),
 * rusher +0.181 (0.216).  The floor alone (toll 0), tuned on duct, greedy
 * and camper, points of 2 a seed pair over no gate: -0.05 duct +0.043,
 * camper -0.012 (98.95%); -0.2 duct +0.032, camper -0.002; a blend never
 * played duct +0.051.  Very negative: the gate never closes.
 * Range: -1e9..0 */
#ifndef SK_AUDIT_FLOOR
#define SK_AUDIT_FLOOR     (-0.4)
#endif

/* What each scored blend must earn to keep the gate open: the sum adds
 * gain - SK_AUDIT_TOLL per scored turn, so a blend that only breaks even
 * closes the gate after about -SK_AUDIT_FLOOR / SK_AUDIT_TOLL turns, and
 * one-ply bots (gain 0.15-0.25 a turn) keep it open.  The toll and the
 * floor -0.4 were chosen on duct and camper and held on the other
 * opponents (docs/lab/sakura-ai.md).  0: the plain sum.  Range: 0..0.15 */
#ifndef SK_AUDIT_TOLL
#define SK_AUDIT_TOLL      0.05
#endif

/* ---- immediate-loss filter (sakura_ai.c, step 6) ---- */

/* Value we give up to never risk losing this very turn against a one-ply
 * opponent (the model's one-ply experts' weight 1): the equilibrium
 * prices a ring-out at one value unit, one-ply opponents find the killing
 * reply far more often (docs/sakura-ai.md: 0.15..unlimited measured).
 * Values span 2, so 2 means no bound.  Range: 0..2 */
#ifndef SK_LETHAL_DELTA
#define SK_LETHAL_DELTA    0.5
#endif

/* The same against an opponent the model finds no one-ply player (the
 * one-ply experts' weight 0; linear between): a searcher seldom plays the
 * killing reply, so value given up for it may cost.  0: the filter then
 * restricts only when the safe rows lose nothing.  In self-play 0.25 beat
 * 0.5 and 0.1 beat 0.25; 0 against 0.1 ended with no decision, a little
 * ahead; the gate beat the ungated filter at fixed work and in play
 * (docs/lab/sakura-ai.md).  At SK_LETHAL_DELTA the
 * model is ignored.  Range: 0..2 */
#ifndef SK_LETHAL_DELTA_SEARCH
#define SK_LETHAL_DELTA_SEARCH 0.0
#endif

/* Share of the strategy the safe rows must carry to be kept as they are
 * (renormalised); below it the safe rows are solved again.  A share.
 * Range: 0..1 */
#ifndef SK_LETHAL_KEEP
#define SK_LETHAL_KEEP     0.3
#endif

/* Best-scored pairs outside the matrix searched for safe ones when no
 * matrix row is safe; a safe pair costs ~1,000 resolutions to prove.
 * Beyond SAKURA_MAX_PAIRS the whole list is searched.  Range: 0..1089 */
#ifndef SK_LETHAL_SCAN
#define SK_LETHAL_SCAN     400
#endif

/* Killing replies remembered (beyond the matrix columns) and tried first:
 * a lethal pair is then found in a few resolutions.  The list is moved on
 * every new killer, so it stays short.  Range: 0..256 */
#ifndef SK_LETHAL_KILLERS
#define SK_LETHAL_KILLERS  16
#endif

/* Safe pairs added to the matrix from that scan (as rows of weight 0).
 * Each takes a row of SK_MAX_K, which has SK_MAX_K - SK_CAND_K left
 * beyond the candidates (checked at the end of this header).
 * Range: 0..128 */
#ifndef SK_LETHAL_ADD
#define SK_LETHAL_ADD      4
#endif

/* ---- two-turn doom check (sakura_ai.c, step 3b) ---- */

/* Share of the way from a doomed cell's evaluation to a loss (-1) its
 * payoff is moved; 0 turns the check off.  A doomed position
 * (sakura_cand_doomed: every pair of ours next turn has a winning reply)
 * is lost on that turn only if the opponent guesses which pair to
 * punish: in 1,200 replays against ext, mcts and duct, 21-32% of the
 * time, pooled 28% (scripts/lab/sakura-doom.sh fate), so 0.3; the figures
 * with and without the check are in docs/sakura-ai.md.  The bot's
 * SAKURA_AI_DOOM=PCT sets it per run.  Range: 0..1 */
#ifndef SK_DOOM_WEIGHT
#define SK_DOOM_WEIGHT     0.3
#endif

/* Rounds of the check: each tests the cells of the strategy's support
 * rows not yet tested and solves again; a new support row waits for the
 * next round.  0 turns the check off; more than SK_MAX_K (48) rounds
 * cannot find more rows.  Range: 0..48 */
#ifndef SK_DOOM_ROUNDS
#define SK_DOOM_ROUNDS     4
#endif

/* Resolutions one doom test may take before it gives up (the cell then
 * counts as not doomed): a doomed position costs up to ~1,000 per pair
 * of ours, ~10^6 in all, some 200 ms.  On 466,096 tests from games
 * against the matrix searcher the longest took 20,097, the mean 425
 * (scripts/lab/sakura-doom.sh survey), so 50,000 (~10 ms) changes no
 * answer seen there.  Range: 1000..1100000 */
#ifndef SK_DOOM_MAX_WORK
#define SK_DOOM_MAX_WORK   50000
#endif

/* Resolutions the whole check may take in one turn, whatever the clock
 * says (a fixed-work search has no clock for it): beyond them it stops
 * and is undone as when the clock stops it.  The most seen in a turn of
 * self-play was 217,615 (30 games, every column tested); at ~10^7
 * resolutions a second 1,000,000 is ~0.1 s.  Range: 1000..100000000 */
#ifndef SK_DOOM_TURN_WORK
#define SK_DOOM_TURN_WORK  1000000
#endif

/* Weight in the opponent's equilibrium strategy a column needs for its
 * cells to be tested: a doomed cell in a column the opponent does not
 * play changes no value until the column enters its support, and the
 * next round tests it then.  0 tests every column.  At 0.01 the check
 * costs about a third of what testing every column does and gains as
 * much at equal work (docs/lab/sakura-ai.md).  Range: 0..1 */
#ifndef SK_DOOM_COL_MIN
#define SK_DOOM_COL_MIN    0.01
#endif

/* Share of the turn's time budget after which the check stops and is
 * undone (its resolutions are not evaluations; in play the clock bounds
 * it): between SK_DO_SHARE (0.8), where the oracle stops, and the
 * deadline, so that steps 4-6 keep the last tenth instead of running
 * past the deadline.  Not shown to gain by itself: under load (4 games
 * on 2 cores) the check costs whether it stops at 0.9 or at the
 * deadline (docs/lab/sakura-ai.md).  Range: 0.8..1 */
#ifndef SK_DOOM_SHARE
#define SK_DOOM_SHARE      0.9
#endif

/* Entries of the doom test's move-to-front lists (sakura_cand_doomed):
 * escapes and refutations that worked before are tried first, so a
 * position with an escape costs about one resolution per opponent pair.
 * Speed only: the test is exact at any length.  Range: 1..64 */
#ifndef SK_DOOM_MTF
#define SK_DOOM_MTF        16
#endif

/* ---- time (sakura_tm.c, sakura_bot_main.c) ---- */

/* Milliseconds of the 1,000 a game has (docs/rules/sakura-duel.md §5)
 * never planned: a slow judge, pipe latency, scheduling on a loaded
 * machine, exit.  At 0 the plan spends the whole clock and any overrun
 * (each turn's last stages run past its deadline) times out; at 1,000
 * nothing is planned.  Range: 50..900 */
#ifndef SK_TM_RESERVE_MS
#define SK_TM_RESERVE_MS   300
#endif

/* Plan as if at most this many turns remain: each turn gets 1/20 of the
 * unreserved pool (capped by SK_TM_MAX_MS), so turns 1-20 get about 450 ms
 * of the 700 and turn 40 still about 3 ms (above SK_TM_LEAN_MS).  Most
 * games end before turn 20.  60 is the even spread over the whole game; at
 * least SK_TM_MIN_TURNS.  Range: 6..60 */
#ifndef SK_TM_HORIZON
#define SK_TM_HORIZON      20
#endif

/* Plan as if at least this many turns remain, so the last turns do not
 * spend the reserve's margin at once.  A divisor, so at least 1; 60 turns
 * in a game.  Range: 1..60 */
#ifndef SK_TM_MIN_TURNS
#define SK_TM_MIN_TURNS    6
#endif

/* Cap per turn (ms): a turn with much time left spends some of it, not
 * all, and the saved time covers later overruns.  At least SK_TM_MIN_MS;
 * beyond 700 (the clock less the reserve) it never caps.  Range: 1..700 */
#ifndef SK_TM_MAX_MS
#define SK_TM_MAX_MS       30.0
#endif

/* Floor per turn (ms): the root matrix alone (half of it below
 * SK_TM_PANIC_MS).  Above 0; at most SK_TM_MAX_MS.  Range: 0.1..30 */
#ifndef SK_TM_MIN_MS
#define SK_TM_MIN_MS       1.0
#endif

/* Remaining ms below which only the minimum search is done: the reserve
 * is being spent.  Range: 0..900 */
#ifndef SK_TM_PANIC_MS
#define SK_TM_PANIC_MS     250
#endif

/* The share of SK_TM_MIN_MS a turn gets below SK_TM_PANIC_MS: the root
 * matrix of a few candidates, so that 60 turns fit in what is left.
 * Above 1 panic would not save anything.  Range: 0.05..1 */
#ifndef SK_TM_PANIC_SHARE
#define SK_TM_PANIC_SHARE  0.5
#endif

/* How often (in pairs scored) a timed scan reads the clock: a power of
 * two, so a mask tests it; a read costs about what 1/20 of a pair's
 * scoring does.  Range: 1..1024 */
#ifndef SK_AI_CLOCK_EVERY
#define SK_AI_CLOCK_EVERY  64
#endif

/* Budget (ms) below which only the root matrix is built (no probes,
 * oracle or model): the candidates and the root matrix alone
 * take about 2 ms.  Beyond SK_TM_MAX_MS every turn would be lean.
 * Range: 0..30 */
#ifndef SK_TM_LEAN_MS
#define SK_TM_LEAN_MS      2.5
#endif

/* Remaining ms below which (plus SK_TM_INSTANT_PER_TURN per turn left) the
 * answer is an instant one-probe scan (~0.4 ms): a starved process or a
 * slow judge.  Range: 0..900 */
#ifndef SK_TM_INSTANT_MS
#define SK_TM_INSTANT_MS   150
#endif

/* Milliseconds per remaining turn added to SK_TM_INSTANT_MS.  From 15 on,
 * 150 + 60 x 15 passes the 1,000 ms a game starts with and the first
 * turn would already be instant.  Range: 0..14 */
#ifndef SK_TM_INSTANT_PER_TURN
#define SK_TM_INSTANT_PER_TURN 3
#endif

/* Milliseconds the planned search stops early: the exploitation and the
 * immediate-loss filter run past its deadline.  Beyond SK_TM_MAX_MS every budget
 * would be the floor.  Range: 0..30 */
#ifndef SK_TM_TAIL_MS
#define SK_TM_TAIL_MS      1.8
#endif

/* The bounds one constant sets for another, which a `Range: LO..HI` of
 * numbers cannot say: the matrix rows hold SK_MAX_K, the candidates fill
 * SK_CAND_K of them, and each kind of added pair fits in the rest. */
#if SK_CAND_K > SK_MAX_K
#error "SK_CAND_K exceeds SK_MAX_K: the root matrix could not hold the candidates"
#endif
#if SK_MODEL_ADD > SK_MAX_K - SK_CAND_K
#error "SK_MODEL_ADD exceeds the room SK_MAX_K leaves beyond SK_CAND_K"
#endif
#if SK_LETHAL_ADD > SK_MAX_K - SK_CAND_K
#error "SK_LETHAL_ADD exceeds the room SK_MAX_K leaves beyond SK_CAND_K"
#endif
#if SK_MODEL_NEAR_DIST > SK_MODEL_MID_DIST
#error "SK_MODEL_NEAR_DIST exceeds SK_MODEL_MID_DIST: the middle band would be empty"
#endif
#if (SK_AI_CLOCK_EVERY & (SK_AI_CLOCK_EVERY - 1)) != 0
#error "SK_AI_CLOCK_EVERY is not a power of two"
#endif

#endif
