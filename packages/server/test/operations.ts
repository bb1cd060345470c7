// GraphQL operations that several server test files send, written once.

export const SIGN_UP = `mutation ($name: String, $username: String, $email: String, $password: String) {
  signUp(input: { name: $name, username: $username, email: $email, password: $password }) {
    jwtToken
  }
}`;
export const SIGN_IN = `mutation ($username: String!, $password: String!) {
  signIn(input: { username: $username, password: $password }) { jwtToken }
}`;
export const VERIFY = `mutation ($id: UUID!, $token: String!) {
  verifyEmail(input: { userEmailId: $id, token: $token }) { boolean }
}`;
export const FORGOT = `mutation ($email: String!) { forgotPassword(input: { email: $email }) { boolean } }`;
export const RESET = `mutation ($userId: UUID!, $token: String!, $password: String!) {
  resetPassword(input: { userId: $userId, resetToken: $token, newPassword: $password }) { boolean }
}`;
export const CHANGE = `mutation ($old: String!, $new: String!) {
  changePassword(input: { oldPassword: $old, newPassword: $new }) { boolean }
}`;
