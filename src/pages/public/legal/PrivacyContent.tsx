import { Typography } from "../../../ui/Typography";
import { LEGAL } from "./contact";
import { LegalDocument, type LegalSection } from "./LegalDocument";

const P = Typography.Paragraph;

const sections: LegalSection[] = [
  {
    heading: "What this policy covers",
    body: (
      <P>
        This policy explains what personal data {LEGAL.service} collects, why, how long we keep it, and the rights you
        have under the Digital Personal Data Protection Act, 2023 (DPDP Act) and the rules made under it. {LEGAL.service}{" "}
        is the Data Fiduciary for the data of people who sign in. For the data a business keeps about its own customers
        and staff in {LEGAL.service}, that business decides why it is kept, and we process it on its behalf.
      </P>
    ),
  },
  {
    heading: "What we collect",
    body: (
      <ul>
        <li><strong>Sign-in:</strong> your mobile number, the time of each one-time code, and your name and email if you give them.</li>
        <li><strong>Business details:</strong> business name, category, address, GSTIN, PAN, bank account number, IFSC, UPI id and logo.</li>
        <li><strong>Payments:</strong> amounts, UPI transaction references, payer UPI ids and masked names as our payment partners report them, and their status.</li>
        <li><strong>Records you keep:</strong> invoices, parties, products, appointments, staff and attendance, contacts and SMS you send.</li>
        <li><strong>Technical data:</strong> IP address, browser type and request logs, kept to secure the service and limit abuse (for example, how many codes a number may ask for).</li>
      </ul>
    ),
  },
  {
    heading: "Why we use it",
    body: (
      <>
        <P>We use personal data only for these purposes:</P>
        <ul>
          <li>to sign you in and keep your account secure;</li>
          <li>to receive UPI payments into your business and pay out withdrawals to your bank account;</li>
          <li>to carry out KYC and meet obligations under RBI, NPCI, GST and anti-money-laundering rules;</li>
          <li>to send the SMS you ask us to send, and service messages such as sign-in codes;</li>
          <li>to answer your support tickets and complaints.</li>
        </ul>
        <P>We do not sell personal data, and we do not use your customers' data to advertise to them.</P>
      </>
    ),
  },
  {
    heading: "Who we share it with",
    body: (
      <P>
        We share data only as needed to run the service: with our banking and payment-gateway partners to process UPI
        payments and withdrawals, with SMS operators to deliver messages, and with authorities when Indian law requires
        it. Each partner is bound by contract to use the data only for that purpose and to protect it.
      </P>
    ),
  },
  {
    heading: "Where it is kept and for how long",
    body: (
      <>
        <P>
          All data is stored and processed on servers located in India. Payment data is kept in India as the Reserve
          Bank of India's directive on storage of payment system data requires.
        </P>
        <P>
          We keep your data while your account is open. After you close it we delete it within 90 days, except records we
          must keep by law — payment and KYC records for the periods RBI and anti-money-laundering rules set, and
          invoices for the period the GST law sets (generally eight years).
        </P>
      </>
    ),
  },
  {
    heading: "How we protect it",
    body: (
      <P>
        Sign-in codes and session tokens are stored only as one-way hashes. Data travels over encrypted connections. Each
        business's data is separated, and staff members see only what their owner allows. If a personal data breach
        happens we inform the Data Protection Board of India and the people affected, as the DPDP Act requires.
      </P>
    ),
  },
  {
    heading: "Your rights",
    body: (
      <>
        <P>Under the DPDP Act you can:</P>
        <ul>
          <li>ask for a summary of the personal data we hold about you and who we shared it with;</li>
          <li>ask us to correct, complete or update it;</li>
          <li>withdraw consent and ask us to erase it, subject to the records the law makes us keep;</li>
          <li>nominate someone to exercise these rights if you die or cannot act;</li>
          <li>complain to our Grievance Officer, and then to the Data Protection Board of India.</li>
        </ul>
        <P>Most details can be changed yourself in Business Profile. For anything else, write to the Grievance Officer below.</P>
      </>
    ),
  },
  {
    heading: "Grievance Officer",
    body: (
      <P>
        {LEGAL.grievanceOfficer}
        <br />
        Email: <a href={`mailto:${LEGAL.grievanceEmail}`}>{LEGAL.grievanceEmail}</a>
        <br />
        Hours: {LEGAL.grievanceHours}
        <br />
        We acknowledge every complaint within 48 hours and resolve it within {LEGAL.grievanceReplyDays} days. Please
        write from, or mention, the mobile number you sign in with so we can find your account.
      </P>
    ),
  },
  {
    heading: "Changes to this policy",
    body: (
      <P>
        When we change this policy we update the date at the top and, for changes that affect how your data is used,
        tell you in the console before they take effect.
      </P>
    ),
  },
];

export function PrivacyContent() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={LEGAL.effectiveDate}
      intro={<>Your business data is yours. Here is exactly what {LEGAL.service} does with it.</>}
      sections={sections}
    />
  );
}
