// The embedding example's form (embed.html): shows what it would submit rather than
// leaving the page. The browser submits only a valid form, so a required board must be
// solved first.

const form = document.getElementById('answer-form');
const submitted = document.getElementById('submitted');

form.addEventListener('submit', (event) => {
  event.preventDefault();
  submitted.value = new FormData(form).get('grid') ?? '(no value)';
});
form.addEventListener('reset', () => {
  submitted.value = 'nothing yet';
});
