/**
 * Xenocide's test builders, in one place: profiles and army lists, units and positions (one `aUnit`, one
 * `aPosition`, with the movement and building tests' thin wrappers), positions and games played through the
 * engine, full games driven through the pre-game and turns, close assaults staged step by step, and the
 * secrets and policy the law and bot tests use. Generic helpers come from `sandtable/testing`.
 */
export * from './aggressive-policy';
export * from './army';
export * from './assault';
export * from './game';
export * from './play';
export * from './position';
export * from './profiles';
export * from './secrets';
