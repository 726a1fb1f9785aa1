## The service's answers (issue 29): errors and refusals, said in the asker's language
