# The two commands README.md documents: `make run` (main job on shipped data) and `make test`.
# Both install the Debian packages the build needs when they are missing.
.PHONY: deps build run test

deps:
	@scripts/install-deps.sh

build: deps
	swift build -c release --product inkrec

run: build
	@scripts/main-job.sh

test: deps
	swift test
