import { describe, expect, it } from 'vitest';
import {
  EUROPEAN_COUNTRIES,
  INQUIRY_AGENT_SUPPLIERS,
  REGIONAL_AREAS,
  europeanCountryCode,
  regionOfProvince,
  supplierForDeparture,
} from '../../../src/schemas';
import { checkAnswers, checkQuestionnaire } from '../../../src/schemas/questionnaire';

describe('the European country lookup (docs/behaviour.md §2.3)', () => {
  it("has the 29 codes with the spec's values", () => {
    expect(Object.keys(EUROPEAN_COUNTRIES)).toEqual([
      'FR',
      'DE',
      'IT',
      'NL',
      'BE',
      'LU',
      'DK',
      'IE',
      'GR',
      'PT',
      'ES',
      'AT',
      'SE',
      'FI',
      'MT',
      'CY',
      'PL',
      'HU',
      'CZ',
      'SK',
      'EE',
      'LV',
      'LT',
      'RO',
      'BG',
      'SI',
      'HR',
      'NO',
      'CH',
    ]);
    expect(EUROPEAN_COUNTRIES.DE).toBe('Germany');
    expect(EUROPEAN_COUNTRIES.CZ).toBe('CZ');
    expect(EUROPEAN_COUNTRIES.SI).toBe('SLOVENE');
    const others = Object.entries(EUROPEAN_COUNTRIES)
      .filter(([c]) => !['DE', 'CZ'].includes(c))
      .map(([, v]) => v);
    expect(others.every((v) => v === v.toUpperCase())).toBe(true);
  });
  it('finds a code by its lookup name, case-insensitive', () => {
    expect(europeanCountryCode('slovene')).toBe('SI');
    expect(europeanCountryCode(' GERMANY ')).toBe('DE');
    expect(europeanCountryCode('cz')).toBe('CZ');
    expect(europeanCountryCode('Slovenia')).toBeUndefined();
    expect(europeanCountryCode(undefined)).toBeUndefined();
  });
});

describe('regional areas by province code (docs/behaviour.md §2.3)', () => {
  it("has north, south and east China with the spec's provinces", () => {
    expect(REGIONAL_AREAS.map((r) => [r.code, r.provinces.length])).toEqual([
      ['NORTH', 5],
      ['SOUTH', 6],
      ['EAST', 1],
    ]);
    expect(regionOfProvince('CN-GD')?.code).toBe('SOUTH');
    expect(regionOfProvince('nm')?.code).toBe('NORTH');
    expect(regionOfProvince('ZJ')).toBeUndefined();
    expect(new Set(INQUIRY_AGENT_SUPPLIERS.map((s) => s.supplierCode)).size).toBe(4);
  });
  it("picks a departure's supplier by its province, else by the airport, else the national one", () => {
    expect(supplierForDeparture('XXX', 'HB')).toBe('YCTOP_SOUTH');
    expect(supplierForDeparture('PKX')).toBe('YCTOP_NORTH');
    expect(supplierForDeparture('pvg')).toBe('YCTOP_EAST');
    expect(supplierForDeparture('HGH')).toBe('YCTOP');
    expect(supplierForDeparture('FRA')).toBe('YCTOP');
  });
});

describe('questionnaire rules', () => {
  const questions = [
    { id: 'q1', type: 'single' as const, title: 'A', required: true, options: ['x', 'y'] },
    { id: 'q2', type: 'multiple' as const, title: 'B', required: false, options: ['x', 'y'] },
    { id: 'q3', type: 'rating' as const, title: 'C', required: false },
    { id: 'q4', type: 'text' as const, title: 'D', required: true },
  ];
  it('accepts a definition and trims it', () => {
    const r = checkQuestionnaire({ title: ' 调查 ', questions: [{ ...questions[0], title: ' A ' }] });
    expect(r.clean).toEqual({
      title: '调查',
      intro: null,
      activityImage: null,
      questions: [{ id: 'q1', type: 'single', title: 'A', required: true, options: ['x', 'y'] }],
    });
  });
  it('takes an activity image only as a picture stored in the product', () => {
    const stored = '/files/0f8fad5b-d9cb-469f-a165-70867728950e/%E6%B4%BB%E5%8A%A8.png';
    expect(checkQuestionnaire({ title: 'x', activityImage: stored, questions }).clean?.activityImage).toBe(stored);
    for (const bad of ['https://img.example.com/a.png', 'javascript:alert(1)', '/files/x/a.png', 42]) {
      expect(checkQuestionnaire({ title: 'x', activityImage: bad, questions }).errors, String(bad)).toEqual({
        activityImage: '活动图片必须是上传的图片',
      });
    }
  });
  it('names each problem of a definition', () => {
    const r = checkQuestionnaire(
      {
        title: 'x',
        questions: [
          { id: 'q1', type: 'single', title: 'A', options: ['x', 'x'] },
          { id: 'q1', type: 'essay', title: '' },
        ],
      },
      'en-US',
    );
    expect(r.errors).toEqual({
      'questions[0].options': 'Options must differ',
      'questions[1].id': 'Question id invalid or repeated',
      'questions[1].type': 'Invalid question type',
      'questions[1].title': 'Enter the question',
    });
  });
  it('checks answers against the questions', () => {
    expect(checkAnswers(questions, { q1: 'x', q2: ['y', 'y'], q3: 5, q4: ' ok ' }).clean).toEqual({ q1: 'x', q2: ['y'], q3: 5, q4: 'ok' });
    expect(checkAnswers(questions, { q1: 'z', q2: ['x', 'z'], q3: 0, q4: '   ' }).errors).toEqual({
      q1: '请选择给出的选项',
      q2: '请选择给出的选项',
      q3: '请打1到5分',
      q4: '此题必须回答',
    });
    expect(checkAnswers(questions, ['x']).errors).toEqual({ q1: '此题必须回答', q4: '此题必须回答' });
  });
});
