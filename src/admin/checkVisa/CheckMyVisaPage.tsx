import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Grid,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
  type ChipProps,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { HttpError, RichTextField, Title, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import type { Requirement } from '@/domain/areas/checkVisa';
import { apiGet } from '@/admin/providers/http';

interface Country {
  id: number;
  iso2: string;
  name: string;
  name_de?: string | null;
  name_fr?: string | null;
}

interface CheckResult {
  id: number;
  passport: Country;
  destination: Country;
  requirement: Requirement;
  max_stay_days: number | null;
  notes: string | null;
  source: string | null;
  checked_at: string | null;
  country_visa: {
    id: number;
    name: string;
    code?: string | null;
    summary?: string | null;
    visa_type?: { name: string };
  } | null;
  documents: { id: number; name: string; description?: string | null; is_mandatory: boolean }[];
  faqs: { id: number; question: string; answer: string }[];
}

type Lookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'found'; result: CheckResult }
  | { state: 'not_found' }
  | { state: 'error' };

/** The colour of each requirement, from easiest to hardest. */
const REQUIREMENT_COLOR: Record<Requirement, ChipProps['color']> = {
  visa_free: 'success',
  visa_on_arrival: 'info',
  evisa: 'info',
  eta: 'primary',
  visa_required: 'warning',
  no_admission: 'error',
};

/** The country's name in the UI language (English when there is no translation). */
function countryName(country: Country, locale: string): string {
  if (locale === 'de' && country.name_de) return country.name_de;
  if (locale === 'fr' && country.name_fr) return country.name_fr;
  return country.name;
}

/** The "About the data" line: the dataset's attribution (MIT, passportindex.org, 12 January 2025). The title carries its colon (French puts a space before it). */
function AboutTheData() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" component="p" sx={{ mt: 3 }}>
      <strong>{translate('vp.check_visa.about_title')}</strong> {translate('vp.check_visa.about')}
    </Typography>
  );
}

/** Check my visa: pick a passport and a destination, see the requirement, stay, visa, documents and FAQs. */
export function CheckMyVisaPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const passportCode = params.get('passport')?.toUpperCase() ?? '';
  const destinationCode = params.get('destination')?.toUpperCase() ?? '';

  const { data, isPending } = useGetList<Country>('countries', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const options = useMemo(
    () => [...(data ?? [])].sort((a, b) => countryName(a, locale).localeCompare(countryName(b, locale), locale)),
    [data, locale],
  );
  const byCode = (code: string) => options.find((c) => c.iso2 === code) ?? null;
  const passport = byCode(passportCode);
  const destination = byCode(destinationCode);

  const choose = (key: 'passport' | 'destination', country: Country | null) => {
    const next = new URLSearchParams(params);
    if (country) next.set(key, country.iso2);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const samePair = !!passport && !!destination && passport.iso2 === destination.iso2;
  const pair = passport && destination && !samePair ? { passport: passport.iso2, destination: destination.iso2 } : null;
  const check = useQuery({
    queryKey: ['visa-check', pair?.passport, pair?.destination],
    queryFn: () => apiGet<CheckResult>(`/api/visa/check?${new URLSearchParams(pair!)}`),
    enabled: !!pair,
    retry: false,
  });
  const lookup: Lookup = !pair
    ? { state: 'idle' }
    : check.data
      ? { state: 'found', result: check.data }
      : check.isError
        ? check.error instanceof HttpError && check.error.status === 404
          ? { state: 'not_found' }
          : { state: 'error' }
        : { state: 'loading' };

  const picker = (key: 'passport' | 'destination', value: Country | null) => (
    <Autocomplete<Country>
      options={options}
      value={value}
      loading={isPending}
      loadingText={translate('vp.check_visa.loading_countries')}
      noOptionsText={translate('vp.check_visa.no_countries')}
      getOptionLabel={(c) => countryName(c, locale)}
      getOptionKey={(c) => c.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, country) => choose(key, country)}
      renderOption={(props, c) => {
        const { key: optionKey, ...rest } = props as typeof props & { key: string };
        return (
          <li key={optionKey} {...rest}>
            <Box component="span" sx={{ flex: 1 }}>
              {countryName(c, locale)}
            </Box>
            <Typography component="span" variant="body2" color="text.secondary">
              {c.iso2}
            </Typography>
          </li>
        );
      }}
      renderInput={(input) => <TextField {...input} label={translate(`vp.check_visa.${key}`)} />}
    />
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('vp.check_visa.title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('vp.check_visa.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate('vp.check_visa.intro')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>{picker('passport', passport)}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>{picker('destination', destination)}</Grid>
          </Grid>
          <Box sx={{ mt: 3 }} aria-live="polite">
            {samePair ? (
              <Alert severity="info">{translate('vp.check_visa.same_country')}</Alert>
            ) : lookup.state === 'idle' ? (
              <Typography color="text.secondary">{translate('vp.check_visa.choose_both')}</Typography>
            ) : lookup.state === 'loading' ? (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress size={24} aria-hidden />
                <Typography>{translate('vp.check_visa.loading')}</Typography>
              </Stack>
            ) : lookup.state === 'not_found' ? (
              <Alert severity="info">{translate('vp.check_visa.not_found')}</Alert>
            ) : lookup.state === 'error' ? (
              <Alert severity="error">{translate('vp.check_visa.load_failed')}</Alert>
            ) : (
              <CheckResultView result={lookup.result} locale={locale} />
            )}
          </Box>
          <AboutTheData />
        </CardContent>
      </Card>
    </Box>
  );
}

function CheckResultView({ result, locale }: { result: CheckResult; locale: string }) {
  const translate = useTranslate();
  const visa = result.country_visa;
  const date = result.checked_at
    ? new Date(`${result.checked_at}T00:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', dateStyle: 'long' })
    : null;
  return (
    <Box data-testid="check-result">
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('vp.check_visa.pair', {
          passport: countryName(result.passport, locale),
          destination: countryName(result.destination, locale),
        })}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography variant="overline" component="p" color="text.secondary">
            {translate('vp.check_visa.requirement')}
          </Typography>
          <Chip
            color={REQUIREMENT_COLOR[result.requirement] ?? 'default'}
            label={translate(`vp.choices.requirement.${result.requirement}`, { _: result.requirement })}
            data-requirement={result.requirement}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography variant="overline" component="p" color="text.secondary">
            {translate('vp.check_visa.stay')}
          </Typography>
          <Typography>
            {result.max_stay_days != null
              ? translate('vp.check_visa.stay_days', { smart_count: result.max_stay_days })
              : translate('vp.check_visa.stay_unknown')}
          </Typography>
        </Grid>
      </Grid>
      {result.notes && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="overline" component="p" color="text.secondary">
            {translate('vp.check_visa.notes')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{result.notes}</Typography>
        </Box>
      )}

      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        {translate('vp.check_visa.matching_visa')}
      </Typography>
      {visa ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
          <Box sx={{ flex: 1 }}>
            <Typography>
              {visa.name}
              {visa.code ? ` (${visa.code})` : ''}
            </Typography>
            {visa.summary && (
              <Typography variant="body2" color="text.secondary">
                {visa.summary}
              </Typography>
            )}
          </Box>
          <Button component={Link} to={`/country-visas/${visa.id}/show`} variant="outlined" size="small">
            {translate('vp.check_visa.open_visa')}
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate('vp.check_visa.no_visa')}</Typography>
      )}

      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        {translate('vp.check_visa.documents')}
      </Typography>
      {result.documents.length ? (
        <List dense disablePadding>
          {result.documents.map((doc) => (
            <ListItem
              key={doc.id}
              disableGutters
              secondaryAction={
                <Chip
                  size="small"
                  variant="outlined"
                  label={translate(doc.is_mandatory ? 'vp.check_visa.mandatory' : 'vp.check_visa.optional')}
                />
              }
            >
              <ListItemText primary={doc.name} secondary={doc.description || undefined} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{translate('vp.check_visa.no_documents')}</Typography>
      )}

      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
        {translate('vp.check_visa.faqs')}
      </Typography>
      {result.faqs.length ? (
        result.faqs.map((faq) => (
          <Accordion key={faq.id} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography>{faq.question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <RichTextField record={faq} source="answer" />
            </AccordionDetails>
          </Accordion>
        ))
      ) : (
        <Typography color="text.secondary">{translate('vp.check_visa.no_faqs')}</Typography>
      )}

      {result.source && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('vp.check_visa.checked', { source: result.source, date: date ?? '—' })}
        </Typography>
      )}
    </Box>
  );
}
