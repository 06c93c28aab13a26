import { SignupScreen } from '../components/SignupScreen';

export function CreatorSignUpPage() {
  return <SignupScreen isCreator />;
}
