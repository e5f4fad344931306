import type { Faq } from '@taka/demo-api/schemas/help-center';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';

/** Questions (MUI puts each in an h3) that open to their answers; an answer's paragraphs are separated by blank lines in the data. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div>
      {faqs.map((faq) => (
        <Accordion
          key={faq.id}
          disableGutters
          variant="outlined"
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
        >
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {faq.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            {faq.answer.split(/\n\s*\n/).map((paragraph, index) => (
              <Typography key={index} color="text.secondary" sx={{ mb: 1.5, '&:last-child': { mb: 0 } }}>
                {paragraph}
              </Typography>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
