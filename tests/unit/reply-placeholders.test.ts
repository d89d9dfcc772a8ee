import { describe, expect, it } from 'vitest';
import { fillPlaceholders, firstNameOf, type ReplyContext } from '@/domain/areas/replyPlaceholders';

const context: ReplyContext = {
  fullName: '  Anna Maria Schmidt ',
  course: 'MSc Data Science',
  cover: null,
  loanProduct: undefined,
  organization: 'Hanseatic University',
  signer: { firstName: 'Jonas', lastName: 'Weber' },
};

describe('saved reply placeholders', () => {
  it('fills every known placeholder from the enquiry, its organisation and the signer', () => {
    const text = 'Dear {{first_name}} ({{full_name}}), about {{course}} at {{organization}}. Regards, {{signer}}';
    expect(fillPlaceholders(text, context)).toEqual({
      body: 'Dear Anna (Anna Maria Schmidt), about MSc Data Science at Hanseatic University. Regards, Jonas Weber',
      unknown: [],
    });
  });

  it('leaves what the enquiry did not ask about empty', () => {
    expect(fillPlaceholders('[{{cover}}][{{loan_product}}]', context).body).toBe('[][]');
    expect(fillPlaceholders('{{organization}}', { fullName: 'A', signer: {} }).body).toBe('');
  });

  it('accepts spaces inside the braces and any case of a known name', () => {
    expect(fillPlaceholders('{{ first_name }} {{FIRST_NAME}}', context).body).toBe('Anna Anna');
  });

  it('leaves unknown placeholders as written and reports each once, in order', () => {
    const result = fillPlaceholders('Hi {{nickname}}, {{first_name}} {{date}} {{nickname}} {{ }}', context);
    expect(result.body).toBe('Hi {{nickname}}, Anna {{date}} {{nickname}} {{ }}');
    expect(result.unknown).toEqual(['nickname', 'date']);
  });

  it('takes the signer from whichever parts of the name exist', () => {
    expect(fillPlaceholders('{{signer}}', { ...context, signer: { firstName: 'Jonas', lastName: null } }).body).toBe(
      'Jonas',
    );
    expect(fillPlaceholders('{{signer}}', { ...context, signer: { lastName: 'Weber' } }).body).toBe('Weber');
  });

  it('does not fill the values it inserts again', () => {
    expect(fillPlaceholders('{{full_name}}', { ...context, fullName: '{{signer}}' }).body).toBe('{{signer}}');
  });

  it('takes the first word of a full name', () => {
    expect(firstNameOf('  Li   Wei ')).toBe('Li');
    expect(firstNameOf('')).toBe('');
  });
});
