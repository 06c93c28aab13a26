import { SignupScreen } from '../components/SignupScreen';

export function SignUpPage() {
  return <SignupScreen isCreator={false} />;
}
