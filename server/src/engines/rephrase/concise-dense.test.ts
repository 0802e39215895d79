/**
 * shorten, the eleventh session (#16): denser forms that keep the facts (noun compounds, a modal for
 * "there is a possibility that", "because" for "the reason … is that", the question for a request to
 * answer it), more letter formulas, and cuts that leave no broken phrase. Sentences written for these
 * tests; none is in scripts/eval/data/rephrase-business.jsonl.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';
import { tighten } from './concise';
import { nounCompounds } from './concise-compound';
import { directQuestion, possibilityModal, reasonClause, responsibilityMust } from './concise-syntax';

describe('necessity said with "must": every verb of the clause', () => {
  it.each([
    [
      'It is vital that the team checks the figures and sends them to me.',
      'The team must check the figures and send them to me.',
    ],
    [
      'It is important that the manager reads the report and signs it.',
      'The manager must read the report and sign it.',
    ],
  ])('%s', (input, want) => {
    expect(tighten(input)).toBe(want);
  });
});

const shorten = (text: string) => rephraseEmbedded({ text, mapping: 'shorten', numResults: 1 })[0] ?? null;

describe('shorten: denser forms that keep the facts', () => {
  it('writes an "of" phrase with its own determiner as a noun compound', () => {
    expect(nounCompounds('We have changed the design of the mobile app.')).toBe(
      'We have changed the mobile app design.',
    );
    expect(nounCompounds('The launch of our new range will slip.')).toBe('Our new range launch will slip.');
  });

  it.each([
    'the quality of life', // a bare noun: an idiom's
    'the purpose of this memo', // "this" needs a possessive
    'the approval of the director', // a person needs a possessive
    'the cost of the repairs', // a plural reads as a second noun
    'the rest of the team', // a part
    'the notions of fair dealing, responsibility, and transparency', // a list
    'the design of the app that we built', // the relative clause is the app's
  ])('leaves "%s" as it is', (phrase) => {
    expect(nounCompounds(`We discussed ${phrase} today.`)).toBe(`We discussed ${phrase} today.`);
  });

  it('says "there is a possibility that X will" with a modal', () => {
    expect(possibilityModal('There is a possibility that the audit will be postponed.')).toBe(
      'The audit may be postponed.',
    );
    expect(possibilityModal('There is a risk that the audit will be postponed.')).toBe(
      'There is a risk that the audit will be postponed.',
    );
  });

  it('says "the reason X is that Y" with "because", only when X is a clause', () => {
    expect(reasonClause('The reason the train was late is that a signal failed.')).toBe(
      'The train was late because a signal failed.',
    );
    expect(reasonClause('The reason for the delay is that a signal failed.')).toBe(
      'The reason for the delay is that a signal failed.',
    );
  });

  it('asks the question a request for an answer wraps, not one with the verb "have"', () => {
    expect(directQuestion('Could you let me know whether you would be free on Monday?')).toBe(
      'Would you be free on Monday?',
    );
    expect(directQuestion('Please let me know if you have any questions.')).toBe(
      'Please let me know if you have any questions.',
    );
  });
});

describe('shorten: more letter formulas and fillers', () => {
  it.each([
    [
      'The purpose of this notice is to inform all warehouse staff that the loading bay will close early on Friday.',
      'The loading bay will close early on Friday.',
    ],
    [
      'It has been brought to our attention that several invoices were sent to the wrong address.',
      'Several invoices were sent to the wrong address.',
    ],
  ])('%s', (input, want) => {
    expect(shorten(input)).toBe(want);
  });

  it('thanks a team named by a determiner, and "please take a few minutes to" is "please"', () => {
    expect(tighten('I would like to thank the catering team for a wonderful lunch.')).toMatch(
      /^Thanks to the catering team/,
    );
    expect(tighten('Please take a few minutes to fill in the survey.')).toBe('Please fill in the survey.');
  });
});

describe('shorten: cuts that leave no broken phrase', () => {
  it('keeps the noun a relative clause after a preposition refers to ("the speed with which")', () => {
    const out = shorten(
      'The rollout of the new ticketing tool has led to a noticeable improvement in the speed with which our support staff are able to close tickets.',
    );
    expect(out ?? '').not.toMatch(/improvement (?:can|are|our)/);
  });

  it('keeps the day that completes a clock time ("six o\'clock on Sunday morning")', () => {
    const out = shorten(
      "Engineers will be carrying out scheduled upgrades to the payroll servers between eleven o'clock on Saturday night and six o'clock on Sunday morning, during which time payslips cannot be viewed.",
    );
    expect(out ?? '').not.toMatch(/six o'clock,/);
  });

  it('never ends a list of verb phrases without its "and"', () => {
    const out = shorten(
      'All contractors must report to the site office, show photo identification at the gate, and be escorted by a supervisor while they are in any of the restricted areas.',
    );
    expect(out ?? '').not.toMatch(/at the gate\.$/);
  });

  it('ends a sentence before a causal "since" clause', () => {
    expect(
      shorten(
        'The opening of our new showroom in the city centre has been pushed back by at least a month, since the landlord has not yet fixed the roof.',
      ),
    ).toMatch(/month\.$/);
  });

  it('drops a fronted phrase only when it holds no clause ("For years Anna ran the shop from Leeds,")', () => {
    const out = shorten(
      'For nearly twenty years Anna ran the family bakery from a small shop in Leeds, using recipes far older than anything her competitors could offer, such as her grandmother’s rye bread.',
    );
    expect(out ?? '').toMatch(/^For nearly twenty years Anna ran/);
  });

  it('leaves an appositive or a list with the phrase it follows', () => {
    const out = shorten(
      'The survey placed the firm at third place, two points behind the market leader Harlow Ltd, the largest supplier in the region, and five points behind its closest rival.',
    );
    expect(out ?? '').not.toMatch(/two points, the largest/);
  });

  it('does not make an agent active when a participle follows it ("by a fund called …")', () => {
    const input =
      'The hall was restored by a charity called the Green Trust, which was set up by local people.';
    expect(tighten(input) ?? input).toMatch(/^The hall was restored by a charity called the Green Trust/);
  });

  it('keeps a passive participle before a place ("has only been shown in")', () => {
    expect(tighten('The effect has only been shown in small trials.')).toBeNull();
  });

  it('keeps the comma of a fronted phrase when an aside after it goes', () => {
    expect(
      tighten('Unlike most of our rivals, which have raised their prices, we will keep ours the same.'),
    ).toBe('Unlike most of our rivals, we will keep ours the same.');
  });
});

describe('shorten: more phrase-level compressions', () => {
  it.each([
    [
      'Staff who are travelling to the conference should book their trains this week.',
      'Staff travelling to the conference should book their trains this week.',
    ],
    ['We are happy to answer any questions you may have.', 'We are happy to answer any questions.'],
    ['Residents are advised to keep their windows closed.', 'Residents should keep their windows closed.'],
    ['It was agreed that the office will close at four.', 'The office will close at four.'],
    ['We are pleased to say that the roof has been repaired.', 'The roof has been repaired.'],
    ['I would like to suggest that we meet on Tuesday.', 'I suggest that we meet on Tuesday.'],
    ['The fee covers all of our costs.', 'The fee covers all our costs.'],
  ])('%s', (input, want) => {
    expect(tighten(input)).toBe(want);
  });

  it('keeps "who are" when the clause has a second verb for the same subject', () => {
    const input = 'We welcome the pupils who are visiting the plant today and are touring the labs.';
    expect(tighten(input) ?? input).toMatch(/who are visiting/);
  });

  it('drops a relative clause that only says the writer dealt with the noun', () => {
    expect(
      shorten(
        'The report that we prepared for the regional directors last spring showed that staff turnover in the call centres had almost doubled in two years.',
      ),
    ).toMatch(/^The report showed/);
  });

  it('keeps a phrase compared with another ("by email rather than by post")', () => {
    const out = shorten(
      'The results of the poll that the committee ran at the spring conference suggest that most members would like to vote by email rather than by post in future elections.',
    );
    expect(out ?? '').not.toMatch(/vote rather than/);
  });

  it('keeps the "of" phrase of a relational noun and of a measure', () => {
    expect(
      shorten(
        'Second, the committee examined the role of the regional offices, with Leeds serving as the main case study in this area.',
      ),
    ).not.toMatch(/the role,/);
    expect(
      shorten(
        'Overseas visitors made up nearly 60 percent of all guests at the hotels in the city centre, and the rest came from other parts of the country.',
      ),
    ).not.toMatch(/60 percent,/);
  });
});

describe('shorten: the eleventh session’s second sweep', () => {
  it.each([
    [
      'It is the responsibility of each site manager to check the alarms.',
      'Each site manager must check the alarms.',
    ],
    ['It is your responsibility to keep the receipts.', 'You must keep the receipts.'],
  ])('says a duty with "must": %s', (input, want) => {
    expect(responsibilityMust(input)).toBe(want);
  });

  it('writes "the deadline for applications" as "the application deadline"', () => {
    expect(nounCompounds('We moved the deadline for applications to May.')).toBe(
      'We moved the application deadline to May.',
    );
  });

  it.each([
    ['The board of directors met on Monday.', 'The board met on Monday.'],
    ['Please prepare a report on the outage.', 'Please report on the outage.'],
    ['Our office based in Leeds will close.', 'Our office in Leeds will close.'],
    ['We hear the noise coming from the yard.', 'We hear the noise from the yard.'],
    ['They use charts as a means of showing progress.', 'They use charts for showing progress.'],
  ])('%s', (input, want) => {
    expect(tighten(input)).toBe(want);
  });

  it('keeps the place a verb needs ("put [in the cupboard]")', () => {
    expect(
      shorten(
        'After the audit, every spare laptop was wiped by the IT team over the weekend, labelled with its asset number and put in the locked cupboard.',
      ),
    ).toMatch(/put in the locked cupboard/);
  });

  it('keeps the partner of "in partnership with"', () => {
    expect(
      shorten(
        'Guided tours of the old town are also available from the visitor centre on Bridge Street or the museum shop in the square, in partnership with the local history society.',
      ) ?? '',
    ).not.toMatch(/in partnership\./);
  });

  it('drops a pair of adverbs with its "and"', () => {
    expect(
      shorten(
        'The new visitor policy was carefully and thoroughly explained to every department head at the quarterly meeting, and the slides were later shared on the intranet for staff.',
      ) ?? '',
    ).not.toMatch(/was and/);
  });

  it('keeps a fronted phrase whose comma sits inside a list ("in Leeds, York and Hull the team …")', () => {
    expect(
      shorten(
        'As a result of the strong sales of our new range in Leeds, York and Hull the northern team will share a larger bonus than last year.',
      ) ?? '',
    ).not.toMatch(/^York and Hull/);
  });

  it('makes no passive active when it is the second of two clauses', () => {
    const input =
      'Due to the strike, the trains will not run on Monday or Tuesday and all services will be replaced by buses from the station.';
    expect(tighten(input) ?? input).not.toMatch(/replace Tuesday/);
  });

  it('keeps the noun a later "them" stands for', () => {
    expect(
      shorten(
        'Please make every effort to leave space for cyclists on the narrow towpath and give them enough room so they do not have to stop or ring their bells.',
      ) ?? '',
    ).toMatch(/space for cyclists/);
  });
});

describe('shorten: a repeated subject after a clause inside the first', () => {
  it('keeps "we" when a "that" clause stands between ("sorry that the parcel …, and we have")', () => {
    expect(
      shorten(
        'We are sorry that the parcel containing your order was left outside your front door by our courier, and we have reminded all of our drivers of the correct procedure.',
      ) ?? '',
    ).not.toMatch(/door and have reminded/);
  });
});

describe('tighten: an agent made active after a fronted -ing phrase', () => {
  it('reads the first finite verb, not the -ing form of a fronted phrase', () => {
    expect(tighten('Starting next month, the canteen will be run by a new catering company.')).toBe(
      'Starting next month, a new catering company will run the canteen.',
    );
  });
});

describe('shorten: the third sweep (MASC letters, e-mail and government documents)', () => {
  it('keeps an adverb a degree word grades ("almost certainly")', () => {
    expect(
      shorten(
        'This plan is almost certainly too expensive for a small charity, especially if the building needs a new roof and the heating system has to be replaced as well.',
      ) ?? '',
    ).toMatch(/almost certainly/);
  });

  it('keeps a "which" aside that an "and" goes on with', () => {
    const input =
      'By March the fund held $40 million in shares and bonds, which was almost twice what it held a year before, and more than three times its target.';
    expect(tighten(input) ?? input).toMatch(/which was almost twice/);
  });

  it('keeps what a respect or a need is for', () => {
    expect(
      shorten(
        'The reason that I am writing to you directly is my deep respect for you as a manager, a colleague and a friend over the many years we have worked together.',
      ) ?? '',
    ).toMatch(/respect for you/);
  });

  it('keeps the phrase before a wh-clause ("with our own views about how")', () => {
    expect(
      shorten(
        'Like many small firms, we began the project with our own views and some early knowledge about how the largest suppliers in the region set their prices each year.',
      ) ?? '',
    ).not.toMatch(/project about how/);
  });

  it('keeps the first "that" of a pair of "that" clauses', () => {
    const input =
      'All the engineers agree that demand will be high throughout the winter and that cuts are likely.';
    expect(tighten(input) ?? input).toMatch(/agree that demand/);
  });

  it('never glues a word to an address after a cut phrase ("at www.example.org")', () => {
    const input =
      'P.P.S. Check out our new website at www.greenhill.org for up-to-date news and handy tips on where to walk, what to bring, and what to wear!';
    expect(shorten(input) ?? input).toMatch(/ www\.greenhill\.org/);
  });
});

describe('shorten: the last probes of the session', () => {
  it('leaves no ";," when an adverb after a semicolon goes', () => {
    expect(
      shorten(
        'Thank you for sending us your CV and cover letter; unfortunately, we have already filled the vacancy, but we will keep your details on file in case a similar role becomes available.',
      ) ?? '',
    ).not.toMatch(/;,/);
  });

  it('keeps a phrase after the main verb that a participle follows ("at the awards held in Leeds")', () => {
    expect(
      shorten(
        'We are delighted to announce that our finance director, Tom Reed, has been named manager of the year at the regional business awards held in York last night.',
      ) ?? '',
    ).not.toMatch(/of the year held/);
  });

  it('keeps a time inside a longer "between … and …" range', () => {
    expect(
      shorten(
        'Staff who use the gym in the basement are reminded that it is only open between seven in the morning and nine in the evening and that towels must be brought from home.',
      ) ?? '',
    ).not.toMatch(/and nine and/);
  });

  it('reads an infinitive as no clause: the last item of a list stays with its "and"', () => {
    expect(
      shorten(
        'Candidates must have at least two years of experience in a similar post, a good knowledge of payroll software, and the ability to work accurately under pressure.',
      ) ?? '',
    ).not.toMatch(/software\.$/);
  });
});

describe('shorten: a name with a preposition inside', () => {
  it('keeps "Director for Finance and Operations" whole', () => {
    expect(
      shorten(
        'The Director for Finance and Operations, with advice from the Office of Legal Services, will then review the concerns raised by the tenant.',
      ) ?? '',
    ).not.toMatch(/^The Director,/);
  });
});
