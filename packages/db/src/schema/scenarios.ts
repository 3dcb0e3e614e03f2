import { type AnyColumn, sql } from 'drizzle-orm';
import { SCENARIO_CALCULATORS, SCENARIO_TYPES } from '@finboard/domain/scenarios';
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { isOneOf } from './closed-set';
import { users } from './auth';

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** What a template and a scenario both are: which kind of plan, and which calculator computes it. */
const scenarioKind = () => ({
  type: text('type', { enum: SCENARIO_TYPES }).notNull(),
  calculator: text('calculator', { enum: SCENARIO_CALCULATORS }).notNull(),
});
/** The CHECKs that keep scenarioKind's columns in their closed sets, named after the table. */
const scenarioKindChecks = (tableName: string, table: { type: AnyColumn; calculator: AnyColumn }) => [
  check(`${tableName}_type_check`, isOneOf(table.type, SCENARIO_TYPES)),
  check(`${tableName}_calculator_check`, isOneOf(table.calculator, SCENARIO_CALCULATORS)),
];
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The public scenario templates (the spec's configurations collection): read by everyone, saved
 * by a client as a copy of their own, never removed through the api.
 */
export const scenarioTemplates = pgTable(
  'scenario_templates',
  {
    id: text('id').primaryKey(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    detailHow: text('detail_how').notNull().default(''),
    detailDiscover: text('detail_discover').notNull().default(''),
    ...scenarioKind(),
    /** The calculator's inputs as the contracts name them (cents, decimal rates, whole years). */
    inputs: jsonb('inputs').$type<object>().notNull(),
    avgRating: doublePrecision('avg_rating'),
    likes: integer('likes').notNull().default(0),
    ...timestamps,
  },
  (table) => scenarioKindChecks('scenario_templates', table),
);

/**
 * A client's scenario (spec 01 §3): its inputs and the outputs the planning engine computed from
 * them, with everything needed to reproduce those outputs: the seed, the path count, the capital
 * market assumptions and the client data they were computed from (basis).
 */
export const scenarios = pgTable(
  'scenarios',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    detailHow: text('detail_how').notNull().default(''),
    detailDiscover: text('detail_discover').notNull().default(''),
    ...scenarioKind(),
    inputs: jsonb('inputs').$type<object>().notNull(),
    /** Result rows, percentile series, schedules (in cents); null when they could not be computed. */
    outputs: jsonb('outputs').$type<object>(),
    /** Why outputs is null ({ field, message }), e.g. the client has no birth date yet. */
    outputsIssue: jsonb('outputs_issue').$type<{ field: string; message: string }>(),
    /** The client's data the outputs were computed from (birth date, salary, ..., as-of date). */
    basis: jsonb('basis').$type<object>(),
    /** Copied out of outputs so lists sort by it (Highest Impact). */
    retirementScore: integer('retirement_score'),
    /** Monte Carlo only: an unsigned 32-bit seed, the number of paths and the assumptions. */
    seed: bigint('seed', { mode: 'number' }),
    paths: integer('paths'),
    assumptions: jsonb('assumptions').$type<object>(),
    computedAt: timestamp('computed_at', { withTimezone: true }),
    isPublic: boolean('is_public').notNull().default(false),
    /** stored_files ids, in display order, at most 4. */
    thumbnailFileIds: jsonb('thumbnail_file_ids').$type<string[]>().notNull().default([]),
    /** The template or public scenario this one was saved from. */
    templateId: text('template_id').references(() => scenarioTemplates.id, { onDelete: 'set null' }),
    copiedFromId: text('copied_from_id'),
    avgRating: doublePrecision('avg_rating'),
    likes: integer('likes').notNull().default(0),
    /** information | calculation: the editor opens on Results for calculation. */
    updateMode: text('update_mode'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    ...scenarioKindChecks('scenarios', table),
    index('scenarios_user_id_idx').on(table.userId),
    index('scenarios_public_idx')
      .on(table.createdAt)
      .where(sql`${table.isPublic} and ${table.deletedAt} is null`),
  ],
);

/** advisorsToShareScenarioWith: a connected advisor a client shared a scenario with. */
export const scenarioShares = pgTable(
  'scenario_shares',
  {
    scenarioId: text('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    /** The scenario's owner (the client). */
    userId: owner(),
    advisorId: text('advisor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scenarioId, table.advisorId] }),
    index('scenario_shares_user_id_idx').on(table.userId),
    index('scenario_shares_advisor_id_idx').on(table.advisorId),
  ],
);

/** Per-user settings that are not part of the profile (spec 01 §3 User: activeScenarioId). */
export const userSettings = pgTable('user_settings', {
  userId: owner().primaryKey(),
  /** The retirement plan My Plan opens first. */
  activeScenarioId: text('active_scenario_id').references(() => scenarios.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
