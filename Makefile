# The two commands README.md documents: `make run` (main job on shipped data) and `make test`.
# Both install the Debian packages the build needs when they are missing.
.PHONY: deps build run test notebooks

deps:
	@scripts/install-deps.sh

build: deps
	swift build -c release --product inkrec

run: build
	@scripts/main-job.sh

# The Swift suite, then every notebook executed headless on inkrec's real output (issue 7).
test: deps
	swift test
	@scripts/notebooks.sh

notebooks: deps
	@scripts/notebooks.sh
