import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { ADMIN_ID, call, CUSTOMER_ID, messageOf, records, serveDemoDb } from '../test-utils';

/**
 * The questionnaire rules of the demo API (docs/master-data.md, "Questionnaires"): the bands are
 * checked against the highest total the category's active questions give; questions and options are
 * unique by text and position within their parent and never refused for what they do to the bands;
 * a category a test type uses cannot be disabled. Seed: category 1 PHQ-9 (questions 1 to 9, options
 * 0 to 3 each), category 2 prakriti (questions 10 to 15, options 0 to 2 each); test types 13 and 14
 * use them.
 */
let db: DemoDb;
let admin: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date('2026-11-25T10:00:00Z') });
  admin = db.issueToken(ADMIN_ID);
});

const post = (path: string, body: unknown, token = admin) => call(path, { body, token });
const put = (path: string, body: unknown) => call(path, { method: 'PUT', body, token: admin });
const get = (path: string) => call(path, { method: 'GET', token: admin });

const PHQ9_BANDS = [
  { from: 0, to: 4, label: 'Minimal' },
  { from: 5, to: 9, label: 'Mild' },
  { from: 10, to: 14, label: 'Moderate' },
  { from: 15, to: 19, label: 'Moderately Severe' },
  { from: 20, to: 27, label: 'Severe' },
];

const category = async (id: number) =>
  (await get(`/v3/question-category/${id}`)).data as Record<string, unknown>;
const savePhq9 = (bands: unknown, version = 1) =>
  put('/v3/question-category/1', { name: 'Depression (PHQ-9)', bands, version });

describe('question categories', () => {
  it('answer their active questions and the highest total they give', async () => {
    expect(await category(1)).toMatchObject({ questions: 9, max_score: 27, bands: PHQ9_BANDS });
    expect(await category(2)).toMatchObject({
      name: 'Body constitution (prakriti)',
      questions: 6,
      max_score: 12,
      bands: [
        { from: 0, to: 4, label: 'Samdoshaj prakriti' },
        { from: 5, to: 8, label: 'Dwandaj prakriti' },
        { from: 9, to: 12, label: 'Ekdoshaj prakriti' },
      ],
    });
  });

  it('are created without questions and with any bands from 0 without gaps, kept in order', async () => {
    const created = await post('/v3/question-category/', {
      name: 'Anxiety (GAD-7)',
      bands: [
        { from: 10, to: 21, label: 'Severe' },
        { from: 0, to: 4, label: 'Minimal' },
        { from: 5, to: 9, label: 'Mild' },
      ],
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ questions: 0, max_score: 0, status: true, version: 1 });
    expect((created.data as { bands: { from: number }[] }).bands.map(({ from }) => from)).toEqual([0, 5, 10]);
    expect((await post('/v3/question-category/', { name: 'Empty', bands: [] })).status).toBe(200);
  });

  it('refuses bands with an overlap, a gap or a start other than 0, on the bands field, naming them', async () => {
    const refused = await post('/v3/question-category/', {
      name: 'Broken',
      bands: [
        { from: 1, to: 14, label: 'Normal' },
        { from: 12, to: 16, label: 'Mild' },
        { from: 18, to: 20, label: 'Severe' },
      ],
    });
    expect(refused).toMatchObject({
      status: 422,
      body: {
        field: 'bands',
        message:
          'Score bands: the bands start at 1, not 0; 1 to 14 overlaps 12 to 16; nothing between 16 and 18.',
      },
    });
  });

  it('refuses bands that do not end at the highest total the questions give', async () => {
    const short = await savePhq9(PHQ9_BANDS.slice(0, 4).concat({ from: 20, to: 20, label: 'Severe' }));
    expect(short.status).toBe(422);
    expect(messageOf(short)).toBe('Score bands: the bands end at 20 but the questions can give 27.');
    expect((await savePhq9([])).body).toMatchObject({
      field: 'bands',
      message: 'Score bands: the bands must cover 0 to 27, the totals the questions can give.',
    });
    expect((await savePhq9(PHQ9_BANDS)).status).toBe(200);
  });

  it('refuses a name another category has, and the disabling of one a test type uses', async () => {
    expect(await post('/v3/question-category/', { name: 'depression (phq-9)', bands: [] })).toMatchObject({
      status: 422,
      body: { field: 'name' },
    });
    const disable = await put('/v3/question-category/1/status', { status: false });
    expect(disable.status).toBe(422);
    expect(messageOf(disable)).toBe(
      'Depression (PHQ-9) is in use: 1 active test type uses it. Disable them first.',
    );
    db.catalogues.testTypes.find(({ id }) => id === 13)!.status = false;
    expect((await put('/v3/question-category/1/status', { status: false })).status).toBe(200);
  });

  it('are the administrators’', async () => {
    const customer = db.issueToken(CUSTOMER_ID);
    expect((await post('/v3/question-category/filter', { page: 1, limit: 10 }, customer)).status).toBe(403);
  });
});

describe('questions and options', () => {
  it('lists a category’s questions in order, and a question’s options in order', async () => {
    const questions = records<{ position: number; category: { name: string } }>(
      await post('/v3/question/filter', { page: 1, limit: 100, category_id: 2 }),
    );
    expect(questions.map(({ position }) => position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(questions[0]?.category.name).toBe('Body constitution (prakriti)');
    const options = records<{ text: string; score: number }>(
      await post('/v3/question-option/filter', { page: 1, limit: 100, question_id: 1 }),
    );
    expect(options.map(({ text, score }) => `${text} ${score}`)).toEqual([
      'Not at all 0',
      'Several days 1',
      'More than half the days 2',
      'Nearly every day 3',
    ]);
  });

  it('refuses a position or a text the category already has, on its field; another category may have it', async () => {
    const position = await post('/v3/question/', { category_id: 1, text: 'Feeling nervous', position: 3 });
    expect(position).toMatchObject({
      status: 422,
      body: { field: 'position', message: 'A question with the position 3 already exists there.' },
    });
    const text = await post('/v3/question/', {
      category_id: 1,
      text: 'feeling tired or having little energy',
      position: 10,
    });
    expect(text).toMatchObject({ status: 422, body: { field: 'text' } });
    expect(
      (await post('/v3/question/', { category_id: 2, text: 'Feeling nervous', position: 7 })).status,
    ).toBe(200);
  });

  it('refuses an option position its question has, and a score outside 0 to 100', async () => {
    expect(
      await post('/v3/question-option/', { question_id: 1, text: 'Every day', score: 3, position: 4 }),
    ).toMatchObject({ status: 422, body: { field: 'position' } });
    expect(
      (await post('/v3/question-option/', { question_id: 1, text: 'Always', score: 101, position: 5 }))
        .status,
    ).toBe(400);
  });

  it('changes the category’s highest total, never refused for the bands; the bands are then refused until they reach it', async () => {
    const option = await post('/v3/question-option/', {
      question_id: 1,
      text: 'Every single day',
      score: 5,
      position: 5,
    });
    expect(option.status).toBe(200);
    expect((await get('/v3/question/1')).data).toMatchObject({ max_score: 5 });
    expect(await category(1)).toMatchObject({ max_score: 29 });
    expect(messageOf(await savePhq9(PHQ9_BANDS))).toBe(
      'Score bands: the bands end at 27 but the questions can give 29.',
    );
    const reaching = PHQ9_BANDS.slice(0, 4).concat({ from: 20, to: 29, label: 'Severe' });
    expect((await savePhq9(reaching)).status).toBe(200);

    // A disabled question or option no longer counts.
    await put('/v3/question/9/status', { status: false });
    expect(await category(1)).toMatchObject({ questions: 8, max_score: 26 });
    await put(`/v3/question-option/${(option.data as { id: number }).id}/status`, { status: false });
    expect(await category(1)).toMatchObject({ max_score: 24 });
  });

  it('refuses a question for an inactive category', async () => {
    db.catalogues.questionCategories.find(({ id }) => id === 2)!.status = false;
    const refused = await post('/v3/question/', { category_id: 2, text: 'Hair', position: 7 });
    expect(refused).toMatchObject({ status: 422, body: { field: 'category_id' } });
  });
});
