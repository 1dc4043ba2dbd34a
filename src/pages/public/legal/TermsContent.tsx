import { Typography } from "../../../ui/Typography";
import { Link } from "react-router";
import { LEGAL } from "./contact";
import { LegalDocument, type LegalSection } from "./LegalDocument";

const P = Typography.Paragraph;

const sections: LegalSection[] = [
  {
    heading: "Who we are and what these terms cover",
    body: (
      <P>
        {LEGAL.service} is a web console for small businesses in India. It lets you collect payments over UPI with your
        business QR code, keep a wallet balance, and use add-on modules for appointments, staff, sales and purchase
        billing, and SMS. These terms apply to everyone who signs in to {LEGAL.service}, whether as the owner of a
        business or as staff invited by an owner. By asking for a one-time code and signing in you accept them.
      </P>
    ),
  },
  {
    heading: "Your account",
    body: (
      <>
        <P>
          You sign in with your Indian mobile number and a one-time code (OTP) sent to it by SMS. The number must be yours
          and in your use. Do not share the code with anyone: {LEGAL.service} staff will never ask for it. You are
          responsible for what is done while you are signed in, so sign out on shared devices.
        </P>
        <P>
          The details you give for your business — name, address, GSTIN, PAN, bank account and UPI id — must be true and
          belong to you or the business you are authorised to act for. We may ask for KYC documents before you can
          withdraw money, as banks and payment partners require.
        </P>
      </>
    ),
  },
  {
    heading: "UPI payments and the wallet",
    body: (
      <>
        <P>
          Payments are made over UPI, the Unified Payments Interface run by the National Payments Corporation of India
          (NPCI), through our banking and payment-gateway partners. {LEGAL.service} is not a bank and does not hold
          deposits. Money your customers pay by scanning your QR, and money you add to your wallet, is settled through
          these partners under the rules of NPCI and the Reserve Bank of India.
        </P>
        <P>
          A UPI payment is final once the payer's bank confirms it. Check the payee name your customer's UPI app shows
          before they pay; a payment sent to a wrong UPI id cannot be pulled back by us. Collect requests and QR codes
          expire after the time shown on screen. If a payment is debited from a payer but shows as failed, the payer's
          bank reverses it within the timelines the RBI sets for failed transactions.
        </P>
        <P>
          Your wallet balance can pay for module subscriptions and can be withdrawn to the bank account you registered,
          after KYC. Prices are shown in rupees and include GST where stated. Subscriptions renew only when you choose
          to upgrade or renew; we do not charge you automatically.
        </P>
      </>
    ),
  },
  {
    heading: "Acceptable use",
    body: (
      <>
        <P>You agree not to use {LEGAL.service} to:</P>
        <ul>
          <li>collect money for goods or services that are illegal in India, or for gambling, betting or chit funds not licensed by law;</li>
          <li>send SMS to people who have not agreed to hear from you, or without the DLT registration that Indian operators require;</li>
          <li>pretend to be another business, or use someone else's GSTIN, PAN, bank account or UPI id;</li>
          <li>probe, overload or break into the service, or read data of businesses that are not yours.</li>
        </ul>
        <P>We may suspend an account that breaks these rules, and we report suspected fraud to our payment partners and the authorities.</P>
      </>
    ),
  },
  {
    heading: "Your data",
    body: (
      <P>
        The data you enter about your business, customers, staff, invoices and payments belongs to you. We use it only to
        run the service for you, as our <Link to="/policy/Privacy-Policy">Privacy Policy</Link> explains. Your data is
        stored on servers in India. You can export your lists at any time and ask us to delete your account.
      </P>
    ),
  },
  {
    heading: "Availability and liability",
    body: (
      <P>
        We work to keep {LEGAL.service} available at all hours, but UPI, banks, SMS operators and networks are sometimes
        down, and we plan maintenance. We are not liable for losses caused by such outages, by a payer's or payee's bank,
        or by wrong details you entered. Where the law allows, our total liability to you for any claim is limited to the
        fees you paid us in the three months before the claim.
      </P>
    ),
  },
  {
    heading: "Changes, ending the service, and disputes",
    body: (
      <>
        <P>
          We may change these terms; we tell you in the console at least 15 days before a change that affects you takes
          effect. You can stop using {LEGAL.service} at any time; an unused wallet balance is paid out to your verified
          bank account.
        </P>
        <P>
          These terms are governed by the laws of India. Courts at {LEGAL.jurisdiction} have jurisdiction. Before going
          to court, please write to us — most problems are solved by a conversation.
        </P>
      </>
    ),
  },
  {
    heading: "Contact and grievances",
    body: (
      <P>
        For help write to <a href={`mailto:${LEGAL.supportEmail}`}>{LEGAL.supportEmail}</a> or raise a ticket from the
        console. Complaints go to our {LEGAL.grievanceOfficer} at{" "}
        <a href={`mailto:${LEGAL.grievanceEmail}`}>{LEGAL.grievanceEmail}</a> ({LEGAL.grievanceHours}). We acknowledge a
        complaint within 48 hours and resolve it within {LEGAL.grievanceReplyDays} days.
      </P>
    ),
  },
];

export function TermsContent() {
  return (
    <LegalDocument
      title="Terms & Conditions"
      updated={LEGAL.effectiveDate}
      intro={<>Please read these terms before you use {LEGAL.service}. They are written to be understood, not to hide things.</>}
      sections={sections}
    />
  );
}
