import { Page } from '../../components/ui/page';

export default function AccountPage() {
  return (
    <Page
      title="My Account"
      lead="Your name, email and birthday, and a place to change your password."
    />
  );
}
